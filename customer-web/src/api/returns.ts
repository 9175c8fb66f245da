/** The customer's returns (GET/POST /api/returns): asked inside 15 days of delivery, then followed. */
import { listUrl } from './list'

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'shipped_back',
  'inspected',
  'refunded',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Days after delivery in which a return may be asked for. */
export const RETURN_WINDOW_DAYS = 15

export interface ReturnRequest {
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
  requestWindowClosesAt: string | null
  shipBackWindowClosesAt: string | null
  createdAt: string
  approvedAt: string | null
  rejectedAt: string | null
  shippedBackAt: string | null
  inspectedAt: string | null
  refundedAt: string | null
}

export interface NewReturnRequest {
  shipmentNumber: string
  reason: string
}

export const RETURNS_URL = '/api/returns'

/** Every return of a customer fits one page: one per delivered shipment, asked within days. */
export const returnsListUrl = () =>
  listUrl(RETURNS_URL, { page: 1, pageSize: 100, sort: { field: 'createdAt', order: 'desc' } })

/** When the window to ask closes for a shipment delivered at `deliveredAt`. */
export function returnWindowClosesAt(deliveredAt: string): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000)
}
