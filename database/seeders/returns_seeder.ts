/**
 * Demo returns, of what we bought for the demo customers: for each, a purchase-assistance order
 * bought in full and delivered; the first customer's return just requested, the
 * second's taken all the way to its refund (70% of the order's invoice back to the wallet, the
 * invoice partly refunded). Everything goes through the same services as the API, so invoices,
 * payments and the wallet add up. Runs once, after the orders seeder.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Order from '#models/order'
import ReturnRequest from '#models/return_request'
import { demoCustomers, demoStaff } from '#database/seeders/main_seeder'
import { DEMO_STORE_ITEMS } from '#database/seeders/orders_seeder'
import {
  acceptQuote,
  markPurchased,
  quotePurchaseRequest,
  submitPurchaseRequest,
} from '#services/orders/purchase_assistance'
import { moveOrder } from '#services/orders/orders'
import { chargeInvoice, payInvoiceByCard } from '#services/money/card_charges'
import { moneyTransaction } from '#services/money/ledger'
import {
  approveReturn,
  inspectReturn,
  markShippedBack,
  refundReturn,
  requestReturn,
} from '#services/returns/returns'

const CARD = { number: '4242424242424242', expiry: '12/30', cvv: '123' }

/* From the store to the customer's door: the steps after the purchase. */
const TO_THE_DOOR = ['received', 'ready_for_shipping', 'shipped', 'delivered'] as const

const REASONS: Record<string, string> = {
  en: 'The jeans are a size too small.',
  es: 'Los jeans me quedan una talla pequeños.',
  ar: 'مقاس الجينز أصغر بمقاس واحد.',
}

/** Jeans and a bottle bought in full from a New York store, and delivered. */
async function deliveredOrder(customer: User, staff: User) {
  const picks = [DEMO_STORE_ITEMS[1], DEMO_STORE_ITEMS[2]]
  const request = await submitPurchaseRequest(customer, {
    storeState: 'NY',
    notes: 'Please keep the original box',
    items: picks.map((item) => ({
      url: item.url,
      name: item.name,
      quantity: 1,
      unitPriceCents: item.cents,
    })),
  })
  const quoted = await quotePurchaseRequest(request.id, { domesticShippingCents: 899 })
  await acceptQuote(customer, request.id)
  const charged = await chargeInvoice(customer.id, quoted.invoice.number, CARD)
  await moneyTransaction((trx) => payInvoiceByCard(charged, trx))
  const bought = await markPurchased(
    request.id,
    { items: request.items.map((item) => ({ id: item.id, bought: true })) },
    staff
  )
  const order = await db.transaction(async (trx) => {
    const locked = await Order.query({ client: trx })
      .where('id', bought.order.id)
      .forUpdate()
      .firstOrFail()
    for (const status of TO_THE_DOOR) await moveOrder(locked, status, staff, null, trx)
    return locked
  })
  return order
}

/** The first customer's return requested, the others' refunded. Once per database. */
export async function seedReturns(customers: User[], staff: User) {
  if (await ReturnRequest.query().first()) return
  for (const [index, customer] of customers.entries()) {
    const order = await deliveredOrder(customer, staff)
    const request = await requestReturn(customer, {
      orderNumber: order.number,
      reason: REASONS[customer.locale] ?? REASONS.en,
    })
    if (index === 0) continue
    await approveReturn(request.id)
    await markShippedBack(request.id, `1Z999AA1${order.id}0458`)
    await inspectReturn(request.id, 'Unworn, tags attached, in the original box. Refund approved.')
    await moneyTransaction((trx) => refundReturn(request.id, trx))
  }
}

export default class ReturnsSeeder extends BaseSeeder {
  async run() {
    const customers = await demoCustomers()
    const staff = await demoStaff()
    if (!staff || customers.length === 0) return
    await seedReturns(customers, staff)
  }
}
