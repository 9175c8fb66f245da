export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'shipped_back',
  'inspected',
  'refunded',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const RETURN_STATUS_COLORS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'orange',
  approved: 'blue',
  rejected: 'red',
  shipped_back: 'purple',
  inspected: 'cyan',
  refunded: 'green',
}

/** A row of `GET /api/admin/returns`, and the record of `GET /api/admin/returns/:id`. */
export interface ReturnRow {
  id: number
  status: ReturnStatus
  shipmentNumber: string
  reason: string
  rejectionReason: string | null
  trackingNumber: string | null
  inspectionNotes: string | null
  invoice: { number: string; totalCents: number } | null
  refundCents: number | null
  restockingFeeCents: number | null
  deliveredAt: string | null
  shipBackWindowClosesAt: string | null
  createdAt: string
  refundedAt: string | null
  customer: { id: number; suite: string | null; name: string }
}
