import { INVOICE_STATUSES } from '#domain/money'
import type { ApiResponse, ApiRow } from '../../shared/registry'
import type { StatusLook } from '../../shared/StatusTag'

export { INVOICE_STATUSES, invoiceStanding } from '#domain/money'

/** A row of `GET /api/admin/invoices`. */
export type InvoiceRow = ApiRow<'admin_invoices.index'>
/** An invoice as `GET /api/admin/invoices/:number` gives it, with its lines and payment. */
export type InvoiceRecord = ApiResponse<'admin_invoices.show'>

export const INVOICE_COLORS: Record<string, string> = {
  unpaid: 'orange',
  paid: 'green',
  refunded: 'purple',
  partly_refunded: 'magenta',
  void: 'default',
}

export const INVOICE_LOOK: StatusLook = {
  namespace: 'money.invoiceStatus',
  statuses: INVOICE_STATUSES,
  colors: INVOICE_COLORS,
}
