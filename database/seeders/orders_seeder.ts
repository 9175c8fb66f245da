/**
 * Demo orders and purchase requests: for each demo customer, an order in every status an order
 * bought for them can be in (from Fulfilled on), each from its own purchase request, and a
 * purchase request at every step (waiting for a quote, quoted,
 * expired, accepted, paid, bought in part, not bought at all). Everything goes through the same
 * services as the API, so invoices, payments and wallet refunds add up.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { demoCustomers, demoStaff } from '#database/seeders/main_seeder'
import { backdate, daysAgo } from '#database/seeders/parcels_seeder'
import Invoice from '#models/invoice'
import OrderStatusChange from '#models/order_status_change'
import Order from '#models/order'
import PurchaseRequest from '#models/purchase_request'
import type { OrderStatus } from '#domain/orders'
import { changeOrderStatus } from '#services/orders/orders'
import {
  acceptQuote,
  markPurchased,
  quotePurchaseRequest,
  submitPurchaseRequest,
  type NewPurchaseRequest,
} from '#services/orders/purchase_assistance'
import { expireUnpaidQuotes, UNPAID_QUOTE_EXPIRY } from '#services/orders/unpaid_quotes'
import { chargeInvoice, payInvoiceByCard } from '#services/money/card_charges'
import { moneyTransaction } from '#services/money/ledger'

const CARD = { number: '4242424242424242', expiry: '12/30', cvv: '123' }

/** Things customers really ask us to buy, with their US store pages and prices. */
export const DEMO_STORE_ITEMS = [
  { name: 'Kindle Paperwhite 16 GB', url: 'https://www.amazon.com/dp/B0CFPJYX7P', cents: 14_999 },
  { name: 'Levi’s 501 Original jeans', url: 'https://www.levi.com/US/en_US/501', cents: 6_950 },
  {
    name: 'Stanley Quencher 40 oz',
    url: 'https://www.stanley1913.com/products/quencher',
    cents: 4_500,
  },
  { name: 'Nintendo Switch OLED', url: 'https://www.bestbuy.com/site/switch-oled', cents: 34_999 },
  { name: 'CeraVe moisturizing cream', url: 'https://www.target.com/p/cerave-cream', cents: 1_899 },
]

/*
 * An order exists once its items are bought (Fulfilled); from there the main path, then the two
 * states off it: held (from Received) and cancelled by staff before it ships (refunded in full).
 */
const WALKS: OrderStatus[][] = [
  [],
  ['received'],
  ['received', 'ready_for_shipping'],
  ['received', 'ready_for_shipping', 'shipped'],
  ['received', 'ready_for_shipping', 'shipped', 'delivered'],
  ['received', 'held'],
  ['cancelled'],
]
const REASONS: Partial<Record<OrderStatus, string>> = {
  held: 'The store asked to confirm the billing address',
  cancelled: 'The store could not ship to our warehouse in time',
}

/** Asked, quoted, accepted and paid by card: the request staff then buy. */
async function paidRequest(
  customer: User,
  input: NewPurchaseRequest,
  domesticShippingCents: number
) {
  const asked = await submitPurchaseRequest(customer, input)
  const priced = await quotePurchaseRequest(asked.id, { domesticShippingCents })
  await acceptQuote(customer, asked.id)
  const charged = await chargeInvoice(customer.id, priced.invoice.number, CARD)
  await moneyTransaction((trx) => payInvoiceByCard(charged, trx))
  return asked
}

/**
 * One order per walk, each bought for the customer through a purchase request, so that its items,
 * total and invoice agree; then moved along the order machine by staff.
 */
async function seedOrdersFor(customer: User, staff: User) {
  for (const [index, walk] of WALKS.entries()) {
    const asked = await paidRequest(customer, request('OR', [index % DEMO_STORE_ITEMS.length]), 0)
    const bought = await markPurchased(
      asked.id,
      {
        items: asked.items.map((item) => ({ id: item.id, bought: true })),
        inboundTracking: `1ZDEMO${customer.id}${index}${Date.now() % 100_000}`,
      },
      staff
    )
    for (const status of walk) {
      await changeOrderStatus(bought.order.number, status, staff, REASONS[status] ?? null)
    }
    await backdateWalk(bought, walk)
  }
}

/**
 * Spreads a walked order over the last weeks, in the order things happened: asked, quoted, paid
 * the next day, bought the day after (Submitted, Processing and Fulfilled at once, as the purchase
 * makes them), then a step every three days. A cancel stays today, with the refund it made.
 */
async function backdateWalk(request: PurchaseRequest, walk: OrderStatus[]) {
  const start = 6 + 4 * walk.length
  await backdate('purchase_requests', request.id, {
    created_at: daysAgo(start),
    quoted_at: daysAgo(start - 1),
    accepted_at: daysAgo(start - 1, -2),
    paid_at: daysAgo(start - 1, -3),
    purchased_at: daysAgo(start - 2),
  })
  const invoice = await Invoice.query()
    .where('id', request.invoiceId!)
    .preload('payments')
    .firstOrFail()
  await backdate('invoices', invoice.id, {
    created_at: daysAgo(start - 1),
    paid_at: daysAgo(start - 1, -3),
  })
  for (const payment of invoice.payments) {
    await backdate('payments', payment.id, { created_at: daysAgo(start - 1, -3) })
  }
  await backdate('orders', request.order.id, { created_at: daysAgo(start - 2) })
  const history = await OrderStatusChange.query().where('order_id', request.order.id).orderBy('id')
  const bought = history.length - walk.length
  for (const [step, change] of history.entries()) {
    if (change.toStatus === 'cancelled') continue
    const later = Math.max(0, step - bought + 1)
    await backdate('order_status_changes', change.id, {
      created_at: daysAgo(start - 2 - 3 * later, -step / 10),
    })
  }
}

const request = (state: string, picks: number[]): NewPurchaseRequest => ({
  storeState: state,
  notes: 'Please keep the original box',
  items: picks.map((pick) => ({
    url: DEMO_STORE_ITEMS[pick].url,
    name: DEMO_STORE_ITEMS[pick].name,
    quantity: 1,
    unitPriceCents: DEMO_STORE_ITEMS[pick].cents,
  })),
})

/**
 * One request per step: submitted, quoted, expired (quoted too long ago), accepted, paid,
 * purchased in part, not purchased.
 */
async function seedPurchaseRequestsFor(customer: User, staff: User) {
  await submitPurchaseRequest(customer, request('NY', [0]))

  const quoted = await submitPurchaseRequest(customer, request('CA', [1, 2]))
  await quotePurchaseRequest(quoted.id, { domesticShippingCents: 899 })

  const expired = await submitPurchaseRequest(customer, request('IL', [4]))
  await quotePurchaseRequest(expired.id, { domesticShippingCents: 599 })
  await PurchaseRequest.query()
    .where('id', expired.id)
    .update({
      quotedAt: DateTime.utc()
        .minus(UNPAID_QUOTE_EXPIRY)
        .minus({ days: 1 })
        .toSQL({ includeOffset: false }),
    })
  await expireUnpaidQuotes()

  const accepted = await submitPurchaseRequest(customer, request('TX', [3]))
  await quotePurchaseRequest(accepted.id, { domesticShippingCents: 1_299 })
  await acceptQuote(customer, accepted.id)

  for (const [state, picks, bought] of [
    ['WA', [4], null],
    ['FL', [0, 2], [true, false]],
    ['NJ', [3], [false]],
  ] as const) {
    const paid = await paidRequest(customer, request(state, [...picks]), 750)
    if (bought) {
      await markPurchased(
        paid.id,
        { items: paid.items.map((item, i) => ({ id: item.id, bought: bought[i] })) },
        staff
      )
    }
  }
}

export async function seedOrders(customers: User[], staff: User) {
  for (const customer of customers) {
    await seedOrdersFor(customer, staff)
    await seedPurchaseRequestsFor(customer, staff)
  }
}

export default class OrdersSeeder extends BaseSeeder {
  async run() {
    if (await Order.query().first()) return
    const customers = await demoCustomers()
    const staff = await demoStaff()
    if (!staff || customers.length === 0) return
    await seedOrders(customers, staff)
  }
}
