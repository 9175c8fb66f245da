/** An invoice as `GET /api/admin/invoices` and `/invoices/:number` return it. */
export interface InvoiceRecord {
  number: string
  userId: number
  status: 'unpaid' | 'paid' | 'refunded' | 'void'
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

export const INVOICE_STATUSES = ['unpaid', 'paid', 'refunded', 'void'] as const

export const INVOICE_COLORS: Record<string, string> = {
  unpaid: 'orange',
  paid: 'green',
  refunded: 'purple',
  void: 'default',
}
