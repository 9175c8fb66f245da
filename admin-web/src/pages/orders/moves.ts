/**
 * The order state machine as the back office offers it: the states staff may move an order to
 * next, read from the API's own machine (the order's answer does not list them).
 */
import { orderMachine, type OrderStatus } from '#domain/orders'

export { ORDER_STATUSES, type OrderStatus } from '#domain/orders'

/** Where an order may go from `status`; a held order only back where it was, or cancelled. */
export const nextOrderStatuses = (status: OrderStatus, heldFrom: OrderStatus | null) => [
  ...orderMachine(heldFrom).moves[status],
]
