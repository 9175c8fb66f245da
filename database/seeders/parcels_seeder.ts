/**
 * Demo parcels: for each demo customer, packages in every state, from US stores they would
 * really buy from, and shipments along the whole way — requested, invoiced and waiting for
 * payment, in transit with tracking events, delivered. Everything goes through the same
 * services as the API (receiving, declarations, consolidation, shipping out, payments), then
 * the dates are moved back so the timeline reads like the last few weeks.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import type { GoodsCategory } from '#domain/parcels'
import { demoCustomers, demoStaff } from '#database/seeders/main_seeder'
import Package from '#models/package'
import Shipment from '#models/shipment'
import ShipmentEvent from '#models/shipment_event'
import { receivePackage, disposePackage } from '#services/parcels/receiving'
import { declareContents, type DeclarationLine } from '#services/parcels/declarations'
import { requestShipment, type ShipRequest } from '#services/parcels/ship_requests'
import { recordDutiesBill } from '#services/parcels/duties_paid_up_front'
import type { DestinationInput } from '#domain/parcels'
import * as shippingOut from '#services/parcels/shipping_out'
import { chargeInvoice, payInvoiceByCard } from '#services/money/card_charges'
import { moneyTransaction } from '#services/money/ledger'
import Invoice from '#models/invoice'
import { publicNumber } from '#services/platform/public_numbers'

type Purchase = {
  sender: string
  carrier: 'UPS' | 'USPS' | 'FedEx' | 'DHL' | 'Amazon Logistics'
  tracking: string
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
  daysAgo: number
  lines?: DeclarationLine[]
}

/** A customs line as customers write it: in English, with its HS 2022 subheading and origin. */
const line = (
  description: string,
  quantity: number,
  unitValueCents: number,
  hsCode: string,
  originCountry: string,
  category: GoodsCategory
): DeclarationLine => ({
  description,
  quantity,
  unitValueCents,
  hsCode,
  originCountry,
  category,
})

/** A parcel's scale weight (lb) and its sides (in). */
const box = (weightLb: number, lengthIn: number, widthIn: number, heightIn: number) => ({
  weightLb,
  lengthIn,
  widthIn,
  heightIn,
})

/** What a customer bought, how it came in, and how many days ago it arrived. */
const bought = (
  sender: string,
  carrier: Purchase['carrier'],
  tracking: string,
  parcel: ReturnType<typeof box>,
  arrivedDaysAgo: number,
  lines?: DeclarationLine[]
): Purchase => ({ sender, carrier, tracking, ...parcel, daysAgo: arrivedDaysAgo, lines })

/* Tracking numbers in each carrier's real format; the suffix keeps them unique per customer. */
function purchases(n: number): Record<string, Purchase> {
  return {
    airpods: bought('Amazon', 'Amazon Logistics', `TBA30482${n}7719000`, box(0.9, 7, 5, 3), 2),
    skincare: bought('Sephora', 'USPS', `94001118992233${n}4556677`, box(1.8, 10, 8, 4), 12, [
      line('Hydrating face cream 50 ml', 2, 3800, '330499', 'FR', 'cosmetics'),
      line('Vitamin C serum 30 ml', 1, 8200, '330499', 'US', 'cosmetics'),
    ]),
    monitor: bought('Best Buy', 'FedEx', `7946${n}1234567`, box(14.6, 30, 20, 8), 41, [
      line('27-inch LCD monitor', 1, 27999, '852852', 'CN', 'electronics'),
    ]),
    hoodie: bought('Nike', 'UPS', `1Z999AA1${n}0123456784`, box(1.4, 14, 10, 4), 0),
    lego: bought('Target', 'UPS', `1Z999AA1${n}1234567890`, box(3.2, 15, 11, 6), 9, [
      line('LEGO building set', 1, 8999, '950300', 'DK', 'toys'),
    ]),
    vitamins: bought('Amazon', 'Amazon Logistics', `TBA30482${n}7719111`, box(2.1, 9, 7, 6), 8, [
      line('Multivitamin tablets, 2 bottles', 2, 1899, '210690', 'US', 'food_supplements'),
    ]),
    sneakers: bought('Nike', 'UPS', `1Z999AA1${n}2234567891`, box(3.4, 14, 10, 5), 16, [
      line('Running shoes', 1, 13000, '640411', 'VN', 'clothing_shoes'),
    ]),
    ipad: bought('Apple', 'FedEx', `7946${n}7654321`, box(2.6, 12, 9, 3), 15, [
      line('Tablet computer 11-inch', 1, 59900, '847130', 'CN', 'electronics'),
    ]),
    jacket: bought("Macy's", 'USPS', `94001118992233${n}4550001`, box(2.2, 16, 12, 4), 27, [
      line('Winter jacket', 1, 14900, '620140', 'BD', 'clothing_shoes'),
    ]),
    books: bought('Barnes & Noble', 'USPS', `94001118992233${n}4550002`, box(4.1, 12, 9, 6), 25, [
      line('Hardcover books', 3, 2800, '490199', 'US', 'books'),
    ]),
    speaker: bought('Walmart', 'FedEx', `7946${n}5550001`, box(5.8, 13, 10, 9), 21, [
      line('Bluetooth speaker', 1, 12999, '851822', 'CN', 'electronics'),
    ]),
    blender: bought('Walmart', 'FedEx', `7946${n}5550002`, box(9.5, 18, 12, 12), 104),
  }
}

async function receiveAs(staff: User, customer: User, purchase: Purchase) {
  const { sender, carrier, tracking, weightLb, lengthIn, widthIn, heightIn } = purchase
  const pkg = await receivePackage(
    staff,
    {
      suite: customer.customerId!,
      sender,
      carrier,
      inboundTracking: tracking,
      weightLb,
      lengthIn,
      widthIn,
      heightIn,
    },
    []
  )
  if (purchase.lines) await declareContents(customer, pkg.number, purchase.lines)
  await backdate('packages', pkg.id, {
    received_at: daysAgo(purchase.daysAgo),
    created_at: daysAgo(purchase.daysAgo),
  })
  return pkg
}

export const daysAgo = (days: number, hours = 0) => DateTime.utc().minus({ days, hours })

/** Sets a row's date columns: the demo data reads like the last few weeks. */
export function backdate(table: string, id: number, columns: Record<string, DateTime>) {
  const values = Object.fromEntries(
    Object.entries(columns).map(([column, at]) => [column, at.toSQL({ includeOffset: false })])
  )
  return db.from(table).where('id', id).update(values)
}

async function payByCard(customer: User, shipment: Shipment) {
  const raised = await Invoice.findOrFail(shipment.invoiceId)
  const charged = await chargeInvoice(customer.id, raised.number, {
    number: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
  })
  await moneyTransaction((trx) => payInvoiceByCard(charged, trx))
}

/**
 * A ship request (invoiced when it was made) carried out up to the carrier: paid by card,
 * packed, labelled by FedEx and handed over.
 */
async function shipPaidByCard(
  customer: User,
  shipment: Shipment,
  how: { packed: ReturnType<typeof box>; trackingNumber: string }
) {
  await payByCard(customer, shipment)
  await shippingOut.pack(shipment.number, how.packed)
  await shippingOut.setTracking(shipment.number, {
    carrier: 'FedEx',
    trackingNumber: how.trackingNumber,
  })
  await shippingOut.markShipped(shipment.number)
}

/** Moves every event of a shipment to the given days ago, in the order they were recorded. */
async function backdateEvents(shipment: Shipment, days: number[]) {
  const events = await ShipmentEvent.query().where('shipment_id', shipment.id).orderBy('id')
  for (const [index, event] of events.entries()) {
    await backdate('shipment_events', event.id, { occurred_at: daysAgo(days[index] ?? 0) })
  }
}

/**
 * Moves a shipment's steps to the given days ago, and its invoice with them: raised when the
 * shipment was invoiced, paid when it was.
 */
async function backdateShipment(
  shipment: Shipment,
  steps: Partial<
    Record<
      'created_at' | 'packed_at' | 'invoiced_at' | 'paid_at' | 'shipped_at' | 'delivered_at',
      number
    >
  >
) {
  const dates = Object.fromEntries(
    Object.entries(steps).map(([column, days]) => [column, daysAgo(days)])
  )
  await backdate('shipments', shipment.id, dates)
  const { invoiceId } = await Shipment.findOrFail(shipment.id)
  if (invoiceId === null || !dates.invoiced_at) return
  await backdate('invoices', invoiceId, {
    created_at: dates.invoiced_at,
    ...(dates.paid_at && { paid_at: dates.paid_at }),
  })
}

/* What the carrier's duty bill came to under what the demo's DDP shipment paid up front. */
const CARRIER_DUTY_SAVING_CENTS = 137

/* Where the demo customers live: the Arabic-speaking ones in Dubai, the others in Mexico City. */
const DUBAI = {
  street: 'Sheikh Zayed Road, Al Wasl Tower, Apt 1804',
  city: 'Dubai',
  state: 'Dubai',
  postalCode: '00000',
  country: 'AE',
}
const MEXICO_CITY = {
  street: 'Av. Paseo de la Reforma 222, Depto 5B',
  city: 'Ciudad de México',
  state: 'CDMX',
  postalCode: '06600',
  country: 'MX',
}

export async function seedParcels(customers: User[], staff: User) {
  for (const [index, customer] of customers.entries()) {
    const p = purchases(index + 1)
    const home: DestinationInput = {
      recipientName: `${customer.firstName} ${customer.lastName}`,
      recipientPhone: customer.phone,
      ...(customer.locale === 'ar' ? DUBAI : MEXICO_CITY),
    }

    /* The customer's ship request: these packages, by this service, to their home abroad. */
    const askToShip = (
      service: ShipRequest['service'],
      packages: Package[],
      options: Pick<ShipRequest, 'ddp'> = {}
    ) =>
      db.transaction((trx) =>
        requestShipment(
          customer,
          { packageNumbers: packages.map((pkg) => pkg.number), service, address: home, ...options },
          trx
        )
      )

    // In storage: just arrived (not declared yet), declared, and one past its free 30 days.
    await receiveAs(staff, customer, p.airpods)
    await receiveAs(staff, customer, p.skincare)
    await receiveAs(staff, customer, p.monitor)

    // Announced by the customer, not arrived yet.
    await Package.create({
      number: publicNumber('PKG'),
      userId: customer.id,
      status: 'expected',
      carrier: 'UPS',
      inboundTracking: p.hoodie.tracking,
      sender: p.hoodie.sender,
      description: 'Hoodie',
      weightLb: p.hoodie.weightLb,
      lengthIn: p.hoodie.lengthIn,
      widthIn: p.hoodie.widthIn,
      heightIn: p.hoodie.heightIn,
      duplicateTracking: false,
      hasProhibitedItems: false,
    })

    // A consolidation the customer just asked for, its invoice waiting to be paid.
    const lego = await receiveAs(staff, customer, p.lego)
    const vitamins = await receiveAs(staff, customer, p.vitamins)
    const requested = await askToShip('fedex_international_economy', [lego, vitamins])
    await backdateShipment(requested, { created_at: 1, invoiced_at: 1 })

    // Packed, waiting for the customer to pay.
    const jacket = await receiveAs(staff, customer, p.jacket)
    const waiting = await askToShip('fedex_international_priority', [jacket])
    await shippingOut.pack(waiting.number, box(2.6, 16, 12, 4))
    await backdateShipment(waiting, { created_at: 3, invoiced_at: 3, packed_at: 2 })

    // In transit: paid, labelled, shipped, through customs.
    const sneakers = await receiveAs(staff, customer, p.sneakers)
    const ipad = await receiveAs(staff, customer, p.ipad)
    const transit = await askToShip('fedex_international_priority', [sneakers, ipad])
    await shipPaidByCard(customer, transit, {
      packed: box(6.4, 16, 12, 8),
      trackingNumber: `7712${index + 1}4839201`,
    })
    await shippingOut.addEvent(transit.number, {
      milestone: 'customs_cleared',
      location: home.country === 'AE' ? 'Dubai, AE' : 'Ciudad de México, MX',
    })
    await backdateShipment(transit, {
      created_at: 7,
      invoiced_at: 7,
      paid_at: 6,
      packed_at: 5,
      shipped_at: 4,
    })
    await backdateEvents(transit, [6, 4, 1])

    // Delivered last week, duties and taxes paid up front; the carrier then billed a little
    // less for them than was paid, and the difference went back to the wallet.
    const books = await receiveAs(staff, customer, p.books)
    const speaker = await receiveAs(staff, customer, p.speaker)
    const done = await askToShip('fedex_international_economy', [books, speaker], { ddp: true })
    await shipPaidByCard(customer, done, {
      packed: box(10.4, 18, 14, 10),
      trackingNumber: `7712${index + 1}4839202`,
    })
    await shippingOut.addEvent(done.number, { milestone: 'customs_cleared' })
    await shippingOut.markDelivered(done.number)
    await recordDutiesBill(
      done.number,
      done.dutiesCents! + done.taxesCents! - CARRIER_DUTY_SAVING_CENTS
    )
    await backdateShipment(done, {
      created_at: 20,
      invoiced_at: 20,
      paid_at: 19,
      packed_at: 18,
      shipped_at: 17,
      delivered_at: 9,
    })
    await backdateEvents(done, [19, 17, 13, 9])

    // Left unclaimed past the disposal limit, and disposed of (the customer was told).
    const blender = await receiveAs(staff, customer, p.blender)
    await disposePackage(blender.number)
  }
}

/** `node ace db:seed`: runs after the main seeder, once, for the demo customers it created. */
export default class ParcelsSeeder extends BaseSeeder {
  async run() {
    if (await Package.query().first()) return
    const customers = await demoCustomers()
    const staff = await demoStaff()
    if (!staff || customers.length === 0) return
    await seedParcels(customers, staff)
  }
}
