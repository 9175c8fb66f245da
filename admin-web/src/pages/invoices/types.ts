import { INVOICE_STATUSES, type InvoiceStatus } from '#domain/money'
import type { StatusLook } from '../../shared/StatusTag'

export { INVOICE_STATUSES, invoiceStanding } from '#domain/money'

/** An invoice as `GET /api/admin/invoices` and `/invoices/:number` return it. */
export interface InvoiceRecord {
  number: string
  userId: number
  customer: { id: number; suite: string | null; name: string }
  status: InvoiceStatus
  subjectType: string
  subjectId: number
  totalCents: number
  refundedCents: number
  createdAt: string
  paidAt: string | null
  voidedAt: string | null
  lines?: { kind: string; description: string; amountCents: number }[]
  payment?: {
    method: string
    amountCents: number
    card: { brand: string; last4: string } | null
  } | null
}

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
