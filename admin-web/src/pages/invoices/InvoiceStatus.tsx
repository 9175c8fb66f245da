import { StatusTag } from '../../shared/StatusTag'
import { INVOICE_LOOK, invoiceStanding, type InvoiceRow } from './types'

/**
 * An invoice's state as lists show it: a refund of part of the total reads "Partly refunded", not
 * "Refunded" (the API keeps one `refunded` state; `invoiceStanding` tells them apart). The
 * invoices list and a customer's page use this one, so they never disagree.
 */
export function InvoiceStatus({
  invoice,
}: {
  invoice: Pick<InvoiceRow, 'status' | 'totalCents' | 'refundedCents'>
}) {
  return (
    <StatusTag
      namespace={INVOICE_LOOK.namespace}
      status={invoiceStanding(invoice)}
      colors={INVOICE_LOOK.colors}
    />
  )
}
