/** Invoices: their statuses and their machine. */
import type { Machine } from '#domain/state_machine'

export const INVOICE_STATUSES = ['unpaid', 'paid', 'refunded', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/**
 * Nothing moves back to `unpaid`; 'refunded' → 'refunded' is a further partial refund. Each
 * refusal says why the invoice cannot go where it was asked to.
 */
export const invoiceMachine: Machine<InvoiceStatus, Exclude<InvoiceStatus, 'unpaid'>> = {
  moves: {
    unpaid: ['paid', 'void'],
    paid: ['refunded'],
    refunded: ['refunded'],
    void: [],
  },
  refusal: {
    paid: 'money.invoiceNotPayable',
    refunded: 'money.invoiceNotRefundable',
    void: 'money.invoiceNotVoidable',
  },
}
