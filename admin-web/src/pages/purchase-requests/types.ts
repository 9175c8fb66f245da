import { PURCHASE_REQUEST_STATUSES, type PurchaseRequestStatus } from '#domain/orders'
import type { ApiResponse, ApiRow, WithLoaded } from '../../shared/registry'

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
export type PurchaseRequestRow = ApiRow<'admin_purchase_requests.index'>

/** `GET /api/admin/purchase-requests/:id`: the row with its items, invoice and order. */
export type PurchaseRequestDetail = WithLoaded<
  ApiResponse<'admin_purchase_requests.show'>,
  'items' | 'invoice' | 'orderNumber'
>
