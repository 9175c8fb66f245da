import { BaseTransformer } from '@adonisjs/core/transformers'
import type Order from '#models/order'
import { orderTracking } from '#domain/orders'
import { isoOf } from '#models/columns'
import { customerReference, staffReference } from '#transformers/shared'

/** An order; items and history (with tracking) when they were preloaded. */
export default class OrderTransformer extends BaseTransformer<Order> {
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
      ...(order.$preloaded.items !== undefined && {
        items: order.items.map((item) => item.toJSON()),
      }),
      ...(order.$preloaded.history !== undefined && {
        history: order.history.map((change) => change.toJSON()),
        tracking: orderTracking(order.history),
      }),
    }
  }

  /** Staff also see whose it is and who made each change. */
  forStaff() {
    const order = this.resource
    return {
      ...this.toObject(),
      ...(order.$preloaded.history !== undefined && {
        history: order.history.map((change) => ({
          ...change.toJSON(),
          changedBy: change.changedBy ? staffReference(change.changedBy) : null,
        })),
      }),
      ...(order.$preloaded.user && { customer: customerReference(order.user) }),
    }
  }
}
