import type { staffReference } from '#transformers/shared'
import type { ApiResponse, ApiRow, WithLoaded } from '../../shared/registry'
import { ORDER_STATUSES, type OrderStatus } from './moves'
import type { StatusLook } from '../../shared/StatusTag'

/** A row of `GET /api/admin/orders`. */
export type OrderRow = ApiRow<'admin_orders.index'>

type OrderAnswer = WithLoaded<ApiResponse<'admin_orders.show'>, 'items' | 'history'>
type OrderChange = OrderAnswer['history'][number]

/**
 * `GET /api/admin/orders/:number`: the row with its items and history. Staff also see who made
 * each change (`changedBy`, null for the system), which the API's type of the answer loses: its
 * staff view replaces the customer's history lines with wider ones, and TypeScript reduces the
 * union of the two line types to the customer's.
 */
export type OrderDetail = Omit<OrderAnswer, 'history'> & {
  history: (OrderChange & { changedBy: ReturnType<typeof staffReference> | null })[]
}

export type OrderAddress = OrderDetail['shippingAddress']

export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  submitted: 'default',
  processing: 'blue',
  fulfilled: 'cyan',
  received: 'geekblue',
  ready_for_shipping: 'purple',
  shipped: 'orange',
  delivered: 'green',
  cancelled: 'red',
  held: 'orange',
}

export const ORDER_LOOK: StatusLook = {
  namespace: 'orderStatus',
  statuses: ORDER_STATUSES,
  colors: ORDER_STATUS_COLORS,
}
