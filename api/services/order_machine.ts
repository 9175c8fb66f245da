/**
 * The order state machine, written once as data, with the tracking milestones and
 * stages it maps onto. Every change of an order's status goes through `transition`.
 */
import { DomainError } from '#exceptions/domain_error'
import { STAGE_OF_MILESTONE, type Milestone, type Stage } from '#services/tracking'

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

/** The way an order goes when nothing holds or cancels it. */
export const ORDER_MAIN_PATH = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf('delivered') + 1)

/** An order in one of these states is no longer active. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled']

/**
 * Where each state may go. Any non-final state may be held, and cancelled before it ships;
 * a held order goes back to the state it left (its `heldFrom`), or is cancelled if that state
 * could be.
 */
export const ORDER_TRANSITIONS: Record<Exclude<OrderStatus, 'held'>, readonly OrderStatus[]> = {
  submitted: ['processing', 'held', 'cancelled'],
  processing: ['fulfilled', 'held', 'cancelled'],
  fulfilled: ['received', 'held', 'cancelled'],
  received: ['ready_for_shipping', 'held', 'cancelled'],
  ready_for_shipping: ['shipped', 'held', 'cancelled'],
  shipped: ['delivered', 'held'],
  delivered: [],
  cancelled: [],
}

type OrderLike = { status: OrderStatus; heldFrom: OrderStatus | null; number: string }

export function canTransition(order: OrderLike, to: OrderStatus): boolean {
  if (order.status !== 'held') return ORDER_TRANSITIONS[order.status].includes(to)
  const left = order.heldFrom as Exclude<OrderStatus, 'held'>
  return to === left || (to === 'cancelled' && ORDER_TRANSITIONS[left].includes('cancelled'))
}

/** Moves the order to `to`, remembering where a held order came from, or refuses with a 409. */
export function transition(order: OrderLike, to: OrderStatus): void {
  if (!canTransition(order, to)) {
    throw new DomainError(409, 'orders.illegalTransition', {
      number: order.number,
      from: order.status,
      to,
    })
  }
  order.heldFrom = to === 'held' ? order.status : null
  order.status = to
}

/** The tracking milestones a customer sees reached on entering a state. */
export const MILESTONES_OF_STATUS: Partial<Record<OrderStatus, readonly Milestone[]>> = {
  submitted: ['order_confirmed'],
  processing: ['payment_processed'],
  fulfilled: ['items_sourced'],
  received: ['package_arrived'],
  shipped: ['customs_cleared', 'package_on_the_way'],
  delivered: ['package_delivered'],
}

/** The milestones an order's history reached, oldest first, and the stage it is at now. */
export function orderTracking(
  history: readonly { toStatus: OrderStatus; createdAt: { toISO(): string | null } }[]
) {
  const milestones: { milestone: Milestone; stage: Stage; at: string | null }[] = []
  for (const change of history) {
    for (const milestone of MILESTONES_OF_STATUS[change.toStatus] ?? []) {
      if (milestones.some((reached) => reached.milestone === milestone)) continue
      milestones.push({
        milestone,
        stage: STAGE_OF_MILESTONE[milestone],
        at: change.createdAt.toISO(),
      })
    }
  }
  return { stage: milestones.at(-1)?.stage ?? 'online_platform', milestones }
}
