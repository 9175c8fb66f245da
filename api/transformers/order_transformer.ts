import { BaseTransformer } from '@adonisjs/core/transformers'
import type Order from '#models/order'
import type OrderItem from '#models/order_item'
import type OrderStatusChange from '#models/order_status_change'
import { orderCharges, orderTracking } from '#domain/orders'
import { isoOf } from '#models/columns'
import { customerOf, staffReference } from '#transformers/shared'
import type { Subject } from '#domain/notifications'

const itemOf = (item: OrderItem) => ({
  name: item.name,
  url: item.url,
  options: item.options,
  quantity: item.quantity,
  unitPriceCents: item.unitPriceCents,
})

/** One line of the history: who moved the order, from where to where, and why. */
const historyLineOf = (change: OrderStatusChange) => ({
  from: change.fromStatus,
  to: change.toStatus,
  reason: change.reason,
  // Customers see the role that acted, never a staff member's name.
  by: change.changedById === null ? 'system' : (change.changedBy?.role ?? 'staff'),
  at: isoOf(change.createdAt),
})

/**
 * What the order's total is made of, from its quoted purchase request, and what of the request
 * could not be bought: null for an order without one (items and request with its items preloaded).
 */
function chargesOf(order: Order) {
  const request = order.purchaseRequest
  if (
    !request ||
    request.feeCents === null ||
    request.salesTaxCents === null ||
    request.domesticShippingCents === null
  ) {
    return null
  }
  const boughtCents = order.items.reduce(
    (sum, item) => sum + item.quantity * item.unitPriceCents,
    0
  )
  const quoted = {
    itemsCents: request.itemsCents,
    feeCents: request.feeCents,
    salesTaxCents: request.salesTaxCents,
    domesticShippingCents: request.domesticShippingCents,
  }
  const charges = orderCharges(quoted, boughtCents)
  const requestedCents = orderCharges(quoted, request.itemsCents).totalCents
  return {
    ...charges,
    storeState: request.storeState,
    // What the request asked for that the store could not sell us, refunded to the wallet.
    notBought: {
      items: request.items.filter((item) => item.bought === false).map((item) => item.name),
      refundedCents: requestedCents - charges.totalCents,
    },
  }
}

/**
 * An order; items and history (with tracking) when they were preloaded, and the records it names
 * when they were looked up (the detail page).
 */
export default class OrderTransformer extends BaseTransformer<Order> {
  constructor(
    order: Order,
    private readonly related?: Subject[]
  ) {
    super(order)
  }

  toObject() {
    const order = this.resource
    return {
      number: order.number,
      date: isoOf(order.createdAt),
      status: order.status,
      heldFrom: order.heldFrom,
      totalCents: order.totalCents,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      inboundTracking: order.inboundTracking,
      purchaseRequestId: order.purchaseRequestId,
      ...(order.$preloaded.items !== undefined && { items: order.items.map(itemOf) }),
      ...(order.$preloaded.items !== undefined &&
        order.$preloaded.purchaseRequest !== undefined && { charges: chargesOf(order) }),
      ...(order.$preloaded.history !== undefined && {
        history: order.history.map(historyLineOf),
        tracking: orderTracking(order.history),
      }),
      ...(this.related !== undefined && { related: this.related }),
    }
  }

  /** Staff also see whose it is and who made each change. */
  forStaff() {
    const order = this.resource
    return {
      ...this.toObject(),
      ...(order.$preloaded.history !== undefined && {
        history: order.history.map((change) => ({
          ...historyLineOf(change),
          changedBy: change.changedBy ? staffReference(change.changedBy) : null,
        })),
      }),
      ...customerOf(order),
    }
  }
}
