/** The customer's orders as the API sends them (GET /api/orders, /api/orders/:number). */
import { customerMayCancel } from '#domain/orders'
import { listUrl } from './list'
import type { ApiResponse } from './registry'

/** The nine order statuses, in the order an order moves through them (then the two side states). */
export type OrderStatus = Order['status']
export { ORDER_STATUSES } from '#domain/orders'

/** The API's own rule says whether the customer may still cancel (until the items are bought). */
export const canCancel = (order: Pick<Order, 'status' | 'heldFrom'>) => customerMayCancel(order)

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
