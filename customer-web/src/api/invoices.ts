import { listUrl } from './list'

/** The customer's invoices as the API sends them (integer cents, ISO dates in UTC). */
export type InvoiceStatus = 'unpaid' | 'paid' | 'refunded' | 'void'
export type InvoiceSubject = 'shipment' | 'purchase_request'

export interface CardSummary {
  brand: string
  last4: string
}

export interface Payment {
  id: number
  method: 'wallet' | 'card'
  amountCents: number
  card: CardSummary | null
  createdAt: string
}

export interface InvoiceLine {
  kind: string
  description: string
  amountCents: number
}

export interface Invoice {
  number: string
  status: InvoiceStatus
  subjectType: InvoiceSubject | null
  subjectId: number | null
  currency: 'USD'
  totalCents: number
  refundedCents: number
  createdAt: string
  paidAt: string | null
  voidedAt: string | null
}

/** The detail adds its lines and the payment that settled it (null while unpaid). */
export interface InvoiceDetail extends Invoice {
  lines: InvoiceLine[]
  payment: Payment | null
}

export interface CardInput {
  number: string
  expiry: string
  cvv: string
}

export type PayInvoiceBody = { method: 'wallet' } | { method: 'card'; card: CardInput }

export interface PayInvoiceResult {
  invoice: Invoice
  payment: Payment
}

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
