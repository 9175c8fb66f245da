import { PURCHASE_REQUEST_STATUSES, type PurchaseRequestStatus } from '#domain/orders'
import type { PurchaseQuote } from '#domain/purchase_fees'

export { PURCHASE_REQUEST_STATUSES, type PurchaseRequestStatus } from '#domain/orders'
import type { StatusLook } from '../../shared/StatusTag'

export const PURCHASE_REQUEST_STATUS_COLORS: Readonly<Record<PurchaseRequestStatus, string>> = {
  submitted: 'orange',
  quoted: 'blue',
  accepted: 'geekblue',
  paid: 'cyan',
  purchased: 'green',
  not_purchased: 'red',
  expired: 'default',
}

export const PURCHASE_REQUEST_LOOK: StatusLook = {
  namespace: 'purchaseRequests.statuses',
  statuses: PURCHASE_REQUEST_STATUSES,
  colors: PURCHASE_REQUEST_STATUS_COLORS,
}

/** A row of `GET /api/admin/purchase-requests`. */
export interface PurchaseRequestRow {
  id: number
  status: PurchaseRequestStatus
  /** Null until staff set it when quoting, if the customer did not know it. */
  storeState: string | null
  notes: string | null
  itemsCents: number
  quote: PurchaseQuote | null
  refundedCents: number | null
  createdAt: string
  customer?: { id: number; suite: string | null; name: string }
}

/** `GET /api/admin/purchase-requests/:id`: the row with its items, invoice and order. */
export interface PurchaseRequestDetail extends PurchaseRequestRow {
  items: {
    id: number
    url: string
    name: string
    options: string | null
    quantity: number
    unitPriceCents: number
    bought: boolean | null
  }[]
  invoice: { number: string; status: string; totalCents: number } | null
  orderNumber: string | null
}
