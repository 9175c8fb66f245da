/** Invoices: their statuses and their machine. */
import { defineMachine } from '#domain/state_machine'

/**
 * Nothing moves back to `unpaid`; 'refunded' → 'refunded' is a further partial refund. Each
 * refusal says why the invoice cannot go where it was asked to.
 */
export const invoiceMachine = defineMachine(
  {
    unpaid: ['paid', 'void'],
    paid: ['refunded'],
    refunded: ['refunded'],
    void: [],
  },
  {
    paid: 'money.invoiceNotPayable',
    refunded: 'money.invoiceNotRefundable',
    void: 'money.invoiceNotVoidable',
  }
)
export const INVOICE_STATUSES = invoiceMachine.statuses
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** How an invoice reads: a refunded one is only partly refunded while some of its total was kept. */
export type InvoiceStanding = InvoiceStatus | 'partly_refunded'
export const invoiceStanding = (invoice: {
  status: InvoiceStatus
  totalCents: number
  refundedCents: number
}): InvoiceStanding =>
  invoice.status === 'refunded' && invoice.refundedCents < invoice.totalCents
    ? 'partly_refunded'
    : invoice.status
