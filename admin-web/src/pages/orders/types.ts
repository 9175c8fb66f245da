import type { OrderLine } from '#domain/orders'
import { ORDER_STATUSES, type OrderStatus } from './moves'
import type { StatusLook } from '../../shared/StatusTag'

export interface OrderAddress {
  recipientName: string
  street: string
  addressLine2?: string | null
  city: string
  state: string | null
  postalCode: string
  country: string
  recipientPhone?: string | null
}

export interface OrderCustomer {
  id: number
  suite: string | null
  name: string
}

/** A row of `GET /api/admin/orders`. */
export interface OrderRow {
  number: string
  date: string
  status: OrderStatus
  heldFrom: OrderStatus | null
  totalCents: number
  inboundTracking: string | null
  customer?: OrderCustomer
}

/** `GET /api/admin/orders/:number`: the row with its items and history. */
export interface OrderDetail extends OrderRow {
  shippingAddress: OrderAddress
  billingAddress: OrderAddress | null
  purchaseRequestId: number | null
  items: OrderLine[]
  history: {
    from: OrderStatus | null
    to: OrderStatus
    reason: string | null
    at: string
    changedBy: { id: number; name: string } | null
  }[]
}

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
