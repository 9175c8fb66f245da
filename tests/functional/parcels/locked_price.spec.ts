import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Package from '#models/package'
import { isolateEachTest } from '#tests/helpers/database'
import { quote } from '#services/parcels/rating'
import { ECONOMY, destination, readyPackage } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import type { BrowserAgent } from '#tests/helpers/http'

type Line = { kind: string; amountCents: number; description: string }

const SPAIN = { country: 'ES', postalCode: '28014', service: ECONOMY } as const

/** The box the test packages arrive in: 14 × 10 × 5 in, 2.4 lb, billed on its size. */
const ARRIVED = { weightLb: 2.4, lengthIn: 14, widthIn: 10, heightIn: 5 }

async function requestOne(staff: BrowserAgent, customer: BrowserAgent, suite: string) {
  const pkg = await readyPackage(staff, customer, suite, ARRIVED)
  const requested = await customer.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: ECONOMY,
    address: destination,
  })
  if (requested.status !== 201) throw new Error(`ship request failed: ${requested.status}`)
  return requested.body as { number: string; invoice: { number: string; totalCents: number } }
}

const ledgerOf = async (customer: BrowserAgent) =>
  (await customer.get('/api/wallet/transactions')).body as {
    type: string
    amountCents: number
    reason: string | null
  }[]

const adjustments = (shipmentNumber: string) =>
  db
    .from('shipment_price_adjustments')
    .join('shipments', 'shipments.id', 'shipment_price_adjustments.shipment_id')
    .where('shipments.number', shipmentNumber)
    .select('cause', 'invoiced_cents', 'actual_cents', 'absorbed_cents', 'credited_cents')

test.group('The price locked at the ship request', (group) => {
  isolateEachTest(group)

  test('a priced request returns its unpaid invoice, equal to the quote to the cent, each charge a line', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const stored = await readyPackage(staff, customer, user.customerId!, {
      weightLb: 3.2,
      lengthIn: 20,
      widthIn: 16,
      heightIn: 12,
    })
    const fresh = await readyPackage(staff, customer, user.customerId!, ARRIVED)
    // 39 days and 23 hours in storage: ten started days past the free 30.
    await Package.query()
      .where('number', stored.number)
      .update({
        received_at: DateTime.utc().minus({ days: 39, hours: 23 }).toSQL({ includeOffset: false }),
      })
    const packageNumbers = [stored.number, fresh.number]

    const quoted = await customer.post('/api/shipments/quote', {
      packageNumbers,
      country: 'ES',
      postalCode: '28014',
    })
    assert.equal(quoted.status, 200)
    assert.equal(quoted.body.storageFeeCents, 500)
    // The two declarations together, to set against the destination's thresholds.
    assert.equal(quoted.body.declaredValueCents, 2 * 12_000)
    const offer = quoted.body.quotes.find((each: { service: string }) => each.service === ECONOMY)
    const repacked = quoted.body.repack.quotes.find(
      (each: { service: string }) => each.service === ECONOMY
    )
    assert.equal(offer.totalCents, offer.priceCents + 500)
    assert.equal(repacked.totalCents, repacked.priceCents + 500)

    const requested = await customer.post('/api/shipments', {
      packageNumbers,
      service: ECONOMY,
      address: destination,
      repack: true,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.status, 'invoiced')
    assert.equal(requested.body.invoice.status, 'unpaid')
    assert.equal(requested.body.invoice.totalCents, repacked.totalCents)
    assert.include(requested.body, { shippingCents: repacked.priceCents, storageFeeCents: 500 })

    const invoice = await customer.get(`/api/invoices/${requested.body.invoice.number}`)
    assert.deepEqual(
      invoice.body.lines.map((line: Line) => [line.kind, line.amountCents]),
      [
        ['shipping', offer.priceCents],
        ['repack', -repacked.savedCents],
        ['storage', 500],
      ]
    )
    assert.match(invoice.body.lines[1].description, /^Repacked into standard box \w+, shipment /)

    // The customer is told the invoice is there to pay; the notice opens it.
    const [notice] = (await customer.get('/api/notifications')).body
    assert.include(notice.body, requested.body.invoice.number)

    // Staff have nothing left to invoice.
    const again = await staff.post(`/api/admin/shipments/${requested.body.number}/invoice`, {})
    assert.equal(again.status, 409)
  })

  test('until it is paid the customer may cancel: the invoice is voided, the packages stored again', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const shipment = await requestOne(staff, customer, user.customerId!)
    const cancelled = await customer.post(`/api/shipments/${shipment.number}/cancel`)
    assert.equal(cancelled.status, 200)
    assert.equal(cancelled.body.status, 'cancelled')
    assert.equal(cancelled.body.invoice.status, 'void')

    const other = await requestOne(staff, customer, user.customerId!)
    const paid = await customer.post(`/api/invoices/${other.invoice.number}/pay`, {
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' },
    })
    assert.equal(paid.status, 200)
    const refused = await customer.post(`/api/shipments/${other.number}/cancel`)
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Shipment ${other.number} has been paid. Contact support to cancel it`
    )
  })

  test('packed in a bigger box: the invoice stays as it was, the business absorbs the difference', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const shipment = await requestOne(staff, customer, user.customerId!)
    const box = { weightLb: 4, lengthIn: 24, widthIn: 18, heightIn: 12 }
    const invoiced = quote({ ...ARRIVED, ...SPAIN }).quotes[0].priceCents
    const packedCents = quote({ ...box, ...SPAIN }).quotes[0].priceCents
    assert.isAbove(packedCents, invoiced)

    const packed = await staff.post(`/api/admin/shipments/${shipment.number}/pack`, box)
    assert.equal(packed.status, 200)
    assert.equal(packed.body.invoice.totalCents, shipment.invoice.totalCents)
    assert.equal(packed.body.invoice.status, 'unpaid')
    assert.deepEqual(await adjustments(shipment.number), [
      {
        cause: 'packing',
        invoiced_cents: invoiced,
        actual_cents: packedCents,
        absorbed_cents: packedCents - invoiced,
        credited_cents: 0,
      },
    ])
    assert.lengthOf(await ledgerOf(customer), 0)

    // Packed again with other figures: refused, the price is settled.
    const other = await staff.post(`/api/admin/shipments/${shipment.number}/pack`, ARRIVED)
    assert.equal(other.status, 409)
  })

  test('packed in a smaller box: the difference goes to the wallet exactly once, whatever is replayed', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const shipment = await requestOne(staff, customer, user.customerId!)
    const box = { weightLb: 2.4, lengthIn: 10, widthIn: 8, heightIn: 4 }
    const invoiced = quote({ ...ARRIVED, ...SPAIN }).quotes[0].priceCents
    const packedCents = quote({ ...box, ...SPAIN }).quotes[0].priceCents
    const credit = invoiced - packedCents
    assert.isAbove(credit, 0)

    // Two staff click at once, then one clicks again.
    const clicks = await Promise.all([
      staff.post(`/api/admin/shipments/${shipment.number}/pack`, box),
      staff.post(`/api/admin/shipments/${shipment.number}/pack`, box),
    ])
    assert.deepEqual(
      clicks.map((click) => click.status),
      [200, 200]
    )
    assert.equal(
      (await staff.post(`/api/admin/shipments/${shipment.number}/pack`, box)).status,
      200
    )

    const ledger = await ledgerOf(customer)
    assert.lengthOf(ledger, 1)
    assert.include(ledger[0], { type: 'refund', amountCents: credit })
    assert.equal(
      ledger[0].reason,
      `Shipment ${shipment.number} was packed in a box that costs less to ship than invoiced: the difference is yours`
    )
    assert.equal((await customer.get('/api/wallet')).body.balanceCents, credit)
    assert.deepEqual(await adjustments(shipment.number), [
      {
        cause: 'packing',
        invoiced_cents: invoiced,
        actual_cents: packedCents,
        absorbed_cents: 0,
        credited_cents: credit,
      },
    ])
    // The invoice is the one the customer was quoted; the customer is told of the credit once.
    const invoice = await customer.get(`/api/invoices/${shipment.invoice.number}`)
    assert.equal(invoice.body.totalCents, shipment.invoice.totalCents)
    const notices = (await customer.get('/api/notifications')).body as { title: string }[]
    assert.lengthOf(
      notices.filter((notice) => notice.title.includes('back in your wallet')),
      1
    )
  })

  test('the admin’s reports count what packing absorbed and what it credited', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: admin } = await signedIn('admin')
    const bigger = await requestOne(staff, customer, user.customerId!)
    const smaller = await requestOne(staff, customer, user.customerId!)
    const dear = { weightLb: 4, lengthIn: 24, widthIn: 18, heightIn: 12 }
    const cheap = { weightLb: 2.4, lengthIn: 10, widthIn: 8, heightIn: 4 }
    await staff.post(`/api/admin/shipments/${bigger.number}/pack`, dear)
    await staff.post(`/api/admin/shipments/${smaller.number}/pack`, cheap)
    await staff.post(`/api/admin/shipments/${smaller.number}/pack`, cheap)

    const invoiced = quote({ ...ARRIVED, ...SPAIN }).quotes[0].priceCents
    const price = (box: typeof dear) => quote({ ...box, ...SPAIN }).quotes[0].priceCents
    const stats = await admin.get('/api/admin/stats')
    assert.deepEqual(stats.body.lockedPrices.packing, {
      absorbed: { count: 1, totalCents: price(dear) - invoiced },
      credited: { count: 1, totalCents: invoiced - price(cheap) },
    })
    // Staff are not sent the money figures.
    assert.notProperty((await staff.get('/api/admin/stats')).body, 'lockedPrices')
  })
})
