import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import MainSeeder from '#database/seeders/main_seeder'
import OrdersSeeder from '#database/seeders/orders_seeder'
import ParcelsSeeder from '#database/seeders/parcels_seeder'
import WorldCustomersSeeder from '#database/seeders/world_customers_seeder'
import Order from '#models/order'
import Shipment from '#models/shipment'
import {
  customerMayCancel,
  MILESTONES_OF_STATUS,
  orderCharges,
  orderTracking,
} from '#domain/orders'
import { currentStage, MILESTONES, shipmentTimeline, STAGES } from '#domain/tracking'
import { isolateEachTest } from '#tests/helpers/database'

const millis = (value: DateTime | null | undefined) => value?.toMillis() ?? null

/** Each of `dates` (nulls skipped) is no earlier than the one before it. */
function inOrder(dates: (number | null)[]) {
  const known = dates.filter((date): date is number => date !== null)
  return known.every((date, index) => index === 0 || known[index - 1] <= date)
}

test.group('Demo data holds to its own rules', (group) => {
  isolateEachTest(group)

  test('orders, purchase requests, invoices and shipments add up and tell one story', async ({
    assert,
  }) => {
    for (const Seeder of [MainSeeder, OrdersSeeder, ParcelsSeeder, WorldCustomersSeeder]) {
      await new Seeder(db.connection()).run()
    }

    // Every invoice is the sum of its lines.
    const invoices = await db
      .from('invoices')
      .select('invoices.id', 'invoices.number', 'invoices.total_cents')
      .select(
        db.raw(
          '(select coalesce(sum(amount_cents), 0) from invoice_lines l where l.invoice_id = invoices.id) as lines_total'
        )
      )
    assert.isAbove(invoices.length, 50)
    for (const invoice of invoices) {
      assert.equal(Number(invoice.lines_total), Number(invoice.total_cents), invoice.number)
    }

    const orders = await Order.query()
      .preload('items')
      .preload('history', (history) => history.orderBy('id'))
      .preload('purchaseRequest', (request) => request.preload('items').preload('invoice'))
    assert.isAbove(orders.length, 60)
    for (const order of orders) {
      const request = order.purchaseRequest
      // An order is what we bought for the customer: its request was quoted, paid and bought.
      assert.exists(request, order.number)
      assert.equal(request.status, 'purchased', order.number)
      const boughtItems = request.items.filter((item) => item.bought)
      assert.deepEqual(
        order.items.map((item) => [item.name, item.quantity, item.unitPriceCents]),
        boughtItems.map((item) => [item.name, item.quantity, item.unitPriceCents]),
        order.number
      )

      // The request's figures make its invoice; the order's total is its items and its charges,
      // the invoice less the refund for what could not be bought.
      const quoted = {
        itemsCents: request.itemsCents,
        feeCents: request.feeCents!,
        salesTaxCents: request.salesTaxCents!,
        domesticShippingCents: request.domesticShippingCents!,
      }
      assert.equal(
        request.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
        request.itemsCents,
        order.number
      )
      assert.equal(
        request.invoice.totalCents,
        quoted.itemsCents + quoted.feeCents + quoted.salesTaxCents + quoted.domesticShippingCents,
        order.number
      )
      const boughtCents = order.items.reduce(
        (sum, item) => sum + item.quantity * item.unitPriceCents,
        0
      )
      assert.equal(orderCharges(quoted, boughtCents).totalCents, order.totalCents, order.number)
      if (order.status === 'cancelled') {
        assert.equal(request.invoice.status, 'refunded', order.number)
        assert.equal(request.invoice.refundedCents, request.invoice.totalCents, order.number)
      } else {
        assert.equal(
          request.invoice.totalCents - request.refundedCents,
          order.totalCents,
          order.number
        )
      }

      // Asked, quoted, paid, bought, then the order's history, one date after the other.
      const historyDates = order.history.map((change) => millis(change.createdAt))
      assert.isTrue(
        inOrder([
          millis(request.createdAt),
          millis(request.quotedAt),
          millis(request.paidAt),
          millis(request.purchasedAt),
          ...historyDates,
        ]),
        order.number
      )
      // The milestones come in the spec's order, each with its date; nothing bought is cancellable.
      const { milestones } = orderTracking(order.history)
      assert.isTrue(
        milestones.every(
          (milestone, index) =>
            index === 0 ||
            MILESTONES.indexOf(milestones[index - 1].milestone) <
              MILESTONES.indexOf(milestone.milestone)
        ),
        order.number
      )
      assert.isTrue(
        milestones.every((milestone) => milestone.at !== null),
        order.number
      )
      const reached = order.history.flatMap((change) => MILESTONES_OF_STATUS[change.toStatus] ?? [])
      assert.sameMembers(
        milestones.map((milestone) => milestone.milestone),
        [...new Set(reached)],
        order.number
      )
      assert.isFalse(customerMayCancel(order), order.number)
    }

    const shipments = await Shipment.query()
      .preload('packages')
      .preload('events', (events) => events.orderBy('occurred_at').orderBy('id'))
      .preload('invoice')
    assert.isAbove(shipments.length, 20)
    for (const shipment of shipments) {
      const { number } = shipment
      // Received, asked (and invoiced with it), paid, shipped, delivered: one after the other;
      // packed between the request and the box leaving.
      const received = Math.max(...shipment.packages.map((pkg) => millis(pkg.receivedAt) ?? 0))
      assert.isTrue(
        inOrder([
          received,
          millis(shipment.createdAt),
          millis(shipment.invoicedAt),
          millis(shipment.paidAt),
          millis(shipment.shippedAt),
          millis(shipment.deliveredAt),
        ]),
        number
      )
      assert.isTrue(
        inOrder([
          millis(shipment.createdAt),
          millis(shipment.packedAt),
          millis(shipment.shippedAt),
        ]),
        number
      )
      assert.isNotNull(shipment.invoice, number)
      // The recorded events follow the journey: paid, handed to the carrier, customs, delivered.
      const recorded = shipment.events.map((event) => event.milestone)
      const journey = [
        'payment_processed',
        'package_on_the_way',
        'customs_cleared',
        'package_delivered',
      ]
      assert.deepEqual(
        recorded,
        journey.filter((milestone) => recorded.includes(milestone as (typeof recorded)[number])),
        number
      )
      assert.equal(recorded.includes('payment_processed'), shipment.paidAt !== null, number)
      assert.equal(recorded.includes('package_on_the_way'), shipment.shippedAt !== null, number)
      assert.equal(recorded.includes('package_delivered'), shipment.deliveredAt !== null, number)
      // No purchase-only milestone on a forwarded shipment.
      assert.notInclude(recorded, 'order_confirmed', number)
      assert.notInclude(recorded, 'items_sourced', number)

      // Its timeline is in date order, and its stages never go back: the stage bar is the last one's.
      const timeline = shipmentTimeline(shipment, shipment.packages, shipment.events)
      const stages = timeline.map((event) => STAGES.indexOf(event.stage))
      assert.isTrue(inOrder(timeline.map((event) => event.occurredAt.toMillis())), number)
      assert.isTrue(inOrder(stages), number)
      assert.equal(currentStage(timeline), timeline.at(-1)!.stage, number)

      // Its invoice is its charges, with the duties and taxes paid up front (DDP).
      if (shipment.invoice) {
        assert.equal(
          shipment.invoice.totalCents,
          (shipment.shippingCents ?? 0) +
            (shipment.storageFeeCents ?? 0) +
            (shipment.insuranceCents ?? 0) +
            (shipment.dutiesCents ?? 0) +
            (shipment.taxesCents ?? 0) +
            (shipment.ddpFeeCents ?? 0),
          number
        )
      }
    }
  }).timeout(120_000)
})
