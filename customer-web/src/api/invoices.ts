import { listUrl } from './list'
import type { ApiBody, ApiResponse } from './registry'

/** The customer's invoices as the API sends them (integer cents, ISO dates in UTC). */
export type Invoice = ApiResponse<'invoices.index'>[number]
export type InvoiceStatus = Invoice['status']
/** The records an invoice may bill, for filtering the list. */
export type InvoiceSubject = 'shipment' | 'purchase_request'

/** The detail always has its lines and the payment that settled it (null while unpaid). */
export type InvoiceDetail = Required<ApiResponse<'invoices.show'>>
export type InvoiceLine = InvoiceDetail['lines'][number]

export type PayInvoiceBody = ApiBody<'invoices.pay'>
export type PayInvoiceResult = ApiResponse<'invoices.pay'>
export type Payment = PayInvoiceResult['payment']
export type CardSummary = NonNullable<Payment['card']>

/** A card as typed into the payment form; the same for paying an invoice and topping up the wallet. */
export type CardInput = ApiBody<'wallet.top_up'>['card']

export const INVOICES_PATH = '/api/invoices'

/** One page of the customer's invoices, newest first; only those of `subject` when given. */
export function invoicesUrl(
  page: number,
  pageSize: number,
  statuses: InvoiceStatus[] = [],
  subject?: InvoiceSubject
) {
  const url = listUrl(INVOICES_PATH, {
    page,
    pageSize,
    sort: { field: 'createdAt', order: 'desc' },
    filters: { subjectType: subject },
  })
  // Several statuses are sent as repeated parameters (either one matches).
  return statuses.reduce((result, status) => `${result}&status=${status}`, url)
}

export const invoiceUrl = (number: string) => `${INVOICES_PATH}/${encodeURIComponent(number)}`
export const payInvoiceUrl = (number: string) => `${invoiceUrl(number)}/pay`
