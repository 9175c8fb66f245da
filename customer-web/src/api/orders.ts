/** The customer's orders as the API sends them (GET /api/orders, /api/orders/:number). */
import { listUrl } from './list'
import type { ApiResponse } from './registry'

/** The nine order statuses, in the order an order moves through them (then the two side states). */
export type OrderStatus = Order['status']
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'submitted',
  'processing',
  'fulfilled',
  'received',
  'ready_for_shipping',
  'shipped',
  'delivered',
  'cancelled',
  'held',
]

/** The states a customer may still cancel from (a held order, when the state it left allows it). */
const CANCELLABLE: readonly OrderStatus[] = [
  'submitted',
  'processing',
  'fulfilled',
  'received',
  'ready_for_shipping',
]

export function canCancel(order: Pick<Order, 'status' | 'heldFrom'>): boolean {
  const status = order.status === 'held' ? order.heldFrom : order.status
  return status !== null && CANCELLABLE.includes(status)
}

export type Order = ApiResponse<'orders.index'>[number]
export type OrderAddress = Order['shippingAddress']

/** The detail always has its items, its status history and where it is on the way. */
export type OrderDetail = Required<ApiResponse<'orders.show'>>
export type OrderItem = OrderDetail['items'][number]
export type OrderStatusChange = OrderDetail['history'][number]

export const ORDERS_URL = '/api/orders'

export const ordersListUrl = (page: number, pageSize: number, status?: OrderStatus) =>
  listUrl(ORDERS_URL, {
    page,
    pageSize,
    filters: { status },
    sort: { field: 'createdAt', order: 'desc' },
  })

export const orderUrl = (number: string) => `${ORDERS_URL}/${encodeURIComponent(number)}`
export const cancelOrderUrl = (number: string) => `${orderUrl(number)}/cancel`
