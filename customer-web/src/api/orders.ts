/** The customer's orders as the API sends them (GET /api/orders, /api/orders/:number). */
import { listUrl } from './list'
import type { Milestone, Stage } from './shipments'

/** The nine order statuses, in the order an order moves through them (then the two side states). */
export const ORDER_STATUSES = [
  'submitted',
  'processing',
  'fulfilled',
  'received',
  'ready_for_shipping',
  'shipped',
  'delivered',
  'cancelled',
  'held',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

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

export interface OrderAddress {
  recipientName: string
  street: string
  city: string
  state: string | null
  postalCode: string
  country: string
  recipientPhone?: string | null
  addressLine2?: string | null
}

export interface OrderItem {
  name: string
  url: string | null
  options: string | null
  quantity: number
  unitPriceCents: number
}

export interface OrderStatusChange {
  from: OrderStatus | null
  to: OrderStatus
  reason: string | null
  by: 'system' | 'customer' | 'staff' | 'admin'
  at: string
}

export interface Order {
  number: string
  date: string
  status: OrderStatus
  heldFrom: OrderStatus | null
  totalCents: number
  shippingAddress: OrderAddress
  billingAddress: OrderAddress | null
  inboundTracking: string | null
  purchaseRequestId: number | null
}

export interface OrderDetail extends Order {
  items: OrderItem[]
  history: OrderStatusChange[]
  tracking: {
    stage: Stage
    milestones: { milestone: Milestone; stage: Stage; at: string | null }[]
  }
}

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
