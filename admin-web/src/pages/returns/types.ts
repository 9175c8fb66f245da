import { RETURN_STATUSES, type ReturnStatus } from '../../../../api/domain/returns'
import type { StatusLook } from '../../shared/StatusTag'

export { RETURN_STATUSES, type ReturnStatus } from '../../../../api/domain/returns'

export const RETURN_STATUS_COLORS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'orange',
  approved: 'blue',
  rejected: 'red',
  shipped_back: 'purple',
  inspected: 'cyan',
  refunded: 'green',
}

export const RETURN_LOOK: StatusLook = {
  namespace: 'returns.statuses',
  statuses: RETURN_STATUSES,
  colors: RETURN_STATUS_COLORS,
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
