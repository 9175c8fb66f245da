/**
 * The order state machine as the back office offers it: the states staff may move an order to
 * next. The API enforces the same table (and answers 409 to anything else); it is mirrored here
 * because the order's own answer does not list its next states, and a unit test compares the two.
 */
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

// Any state may be held, and cancelled until the order ships; delivered and cancelled are final.
const NEXT: Record<Exclude<OrderStatus, 'held'>, readonly OrderStatus[]> = {
  submitted: ['processing', 'held', 'cancelled'],
  processing: ['fulfilled', 'held', 'cancelled'],
  fulfilled: ['received', 'held', 'cancelled'],
  received: ['ready_for_shipping', 'held', 'cancelled'],
  ready_for_shipping: ['shipped', 'held', 'cancelled'],
  shipped: ['delivered', 'held'],
  delivered: [],
  cancelled: [],
}

/** Where an order may go from `status`; a held order only back where it was, or cancelled. */
export function nextOrderStatuses(
  status: OrderStatus,
  heldFrom: OrderStatus | null
): OrderStatus[] {
  if (status !== 'held') return [...NEXT[status]]
  if (!heldFrom || heldFrom === 'held') return []
  return NEXT[heldFrom].includes('cancelled') ? [heldFrom, 'cancelled'] : [heldFrom]
}
