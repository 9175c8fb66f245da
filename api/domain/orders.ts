/**
 * Orders and the purchase-assistance requests that become them: their statuses, their machines,
 * and the tracking milestones an order's statuses reach.
 */
import { defineMachine, type Machine } from '#domain/state_machine'
import { STAGE_OF_MILESTONE, type Milestone, type Stage } from '#domain/tracking'

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

/** Where each state but `held` may go: any non-final state may be held, and cancelled before it ships. */
const ORDER_MOVES: Record<Exclude<OrderStatus, 'held'>, readonly OrderStatus[]> = {
  submitted: ['processing', 'held', 'cancelled'],
  processing: ['fulfilled', 'held', 'cancelled'],
  fulfilled: ['received', 'held', 'cancelled'],
  received: ['ready_for_shipping', 'held', 'cancelled'],
  ready_for_shipping: ['shipped', 'held', 'cancelled'],
  shipped: ['delivered', 'held'],
  delivered: [],
  cancelled: [],
}

/**
 * The machine of an order held from `heldFrom` (null when it is not held): a held order goes
 * back to the state it left, or is cancelled if that state could be.
 */
export function orderMachine(heldFrom: OrderStatus | null): Machine<OrderStatus> {
  const held =
    heldFrom === null || heldFrom === 'held'
      ? []
      : [heldFrom, ...ORDER_MOVES[heldFrom].filter((to) => to === 'cancelled')]
  return { moves: { ...ORDER_MOVES, held }, refusal: 'orders.illegalTransition' }
}

/**
 * Customers cancel an order only until its items are bought (Fulfilled: items sourced): from then
 * on the goods are theirs, and a return brings them back once delivered. Staff may still cancel
 * while the machine allows (before it ships). A held order counts where it was held from.
 */
const CANCELLABLE_BY_CUSTOMER: readonly OrderStatus[] = ['submitted', 'processing']

export function customerMayCancel(order: { status: OrderStatus; heldFrom: OrderStatus | null }) {
  const at = order.status === 'held' ? order.heldFrom : order.status
  return at !== null && CANCELLABLE_BY_CUSTOMER.includes(at)
}

/** A line of an order: what was bought, where, in what options, and for how much each. */
export type OrderLine = {
  name: string
  url: string | null
  options: string | null
  quantity: number
  unitPriceCents: number
}

/** A quoted purchase request's figures. */
export type QuotedPurchase = {
  itemsCents: number
  feeCents: number
  salesTaxCents: number
  domesticShippingCents: number
}

/** The part of the fee or the tax (`cents`) that goes with `partCents` of the items, to the cent. */
export const shareOfItems = (cents: number, partCents: number, itemsCents: number) =>
  Math.round((cents * partCents) / itemsCents)

/**
 * What an order bought for a customer costs: the items bought, the fee and tax left once the
 * unbought items' share went back to the wallet, and the shipping to our warehouse. It is the
 * request's invoice less the refund for what could not be bought.
 */
export function orderCharges(request: QuotedPurchase, boughtCents: number) {
  const unboughtCents = request.itemsCents - boughtCents
  const kept = (cents: number) => cents - shareOfItems(cents, unboughtCents, request.itemsCents)
  const charges = {
    itemsCents: boughtCents,
    feeCents: kept(request.feeCents),
    salesTaxCents: kept(request.salesTaxCents),
    domesticShippingCents: request.domesticShippingCents,
  }
  return {
    ...charges,
    totalCents:
      charges.itemsCents + charges.feeCents + charges.salesTaxCents + charges.domesticShippingCents,
  }
}

/** The milestones reached on entering a state. */
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

/**
 * submitted → quoted → accepted → paid → purchased (some or all items) or not_purchased (none);
 * a quote left unpaid too long, accepted or not, expires. Each step has one way in; its refusal
 * says which step the request is not ready for.
 */
export const purchaseRequestMachine = defineMachine(
  {
    submitted: ['quoted'],
    quoted: ['accepted', 'expired'],
    accepted: ['paid', 'expired'],
    paid: ['purchased', 'not_purchased'],
    purchased: [],
    not_purchased: [],
    expired: [],
  },
  {
    quoted: 'orders.notQuotable',
    accepted: 'orders.notAcceptable',
    paid: 'orders.notAccepted',
    purchased: 'orders.notPurchasable',
    not_purchased: 'orders.notPurchasable',
    expired: 'orders.notExpirable',
  }
)
export const PURCHASE_REQUEST_STATUSES = purchaseRequestMachine.statuses
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number]
