import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { quote } from '#services/parcels/rating'
import { isolateEachTest } from '#tests/helpers/database'
import type { BrowserAgent } from '#tests/helpers/http'
import { ledgerTotals } from '#tests/functional/money/helpers'
import { UserFactory } from '#database/factories/user_factory'
import { seedParcels } from '#database/seeders/parcels_seeder'
import ReturnsSeeder from '#database/seeders/returns_seeder'
import ReturnRequest from '#models/return_request'
import { destination, readyPackage } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

const SERVICE = 'fedex_international_economy'
const BOX = { weightLb: 2.4, lengthIn: 14, widthIn: 10, heightIn: 5 }
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }
let trackingNumbers = 0

const longDate = (date: DateTime) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date.toJSDate())

const moveBack = (table: string, where: Record<string, unknown>, column: string, days: number) =>
  db
    .from(table)
    .where(where)
    .update({ [column]: DateTime.utc().minus({ days }).toSQL({ includeOffset: false }) })

/**
 * A shipment of the customer's, through the API: packed, invoiced for `totalCents` (shipping
 * plus insurance making up the rest), paid by card, shipped and delivered.
 */
async function deliveredShipment(
  staff: BrowserAgent,
  customer: BrowserAgent,
  suite: string,
  totalCents = 10_000
) {
  const pkg = await readyPackage(staff, customer, suite)
  const requested = await customer.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: SERVICE,
    address: destination,
  })
  const number = requested.body.number
  await staff.post(`/api/admin/shipments/${number}/pack`, BOX)
  const shipping = quote({ ...BOX, country: 'ES', postalCode: '28014', service: SERVICE }).quotes[0]
  const invoiced = await staff.post(`/api/admin/shipments/${number}/invoice`, {
    insuranceCents: totalCents - shipping.priceCents,
  })
  const invoice = invoiced.body.invoice
  await customer.post(`/api/invoices/${invoice.number}/pay`, { method: 'card', card: CARD })
  await staff.put(`/api/admin/shipments/${number}/tracking`, {
    carrier: 'FedEx',
    trackingNumber: `79461${Date.now() % 1e6}${++trackingNumbers}`,
  })
  await staff.post(`/api/admin/shipments/${number}/ship`)
  const delivered = await staff.post(`/api/admin/shipments/${number}/deliver`)
  if (delivered.status !== 200) throw new Error(`delivery failed: ${delivered.status}`)
  return { number, invoice }
}

async function returnsStart() {
  const { staff, user, customer } = await staffAndCustomer()
  const shipment = await deliveredShipment(staff, customer, user.customerId!)
  return { staff, user, customer, shipment }
}

test.group('Returns', (group) => {
  isolateEachTest(group)

  test('request, approve, ship back, inspect, refund 70% of the invoice once', async ({
    assert,
  }) => {
    const { staff, user, customer, shipment } = await returnsStart()
    assert.equal(shipment.invoice.totalCents, 10_000)

    const requested = await customer.post('/api/returns', {
      shipmentNumber: shipment.number.toLowerCase(),
      reason: 'The shoes are a size too small',
    })
    assert.equal(requested.status, 201)
    assert.include(requested.body, {
      status: 'requested',
      shipmentNumber: shipment.number,
      reason: 'The shoes are a size too small',
      refundCents: null,
    })
    const id = requested.body.id

    const again = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Asking twice',
    })
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      `A return for shipment ${shipment.number} has already been requested`
    )

    const mine = await customer.get('/api/returns')
    assert.equal(mine.status, 200)
    assert.equal(mine.headers.get('x-total-count'), '1')
    assert.deepEqual(
      mine.body.map((row: { id: number }) => row.id),
      [id]
    )

    // Steps out of order are refused by the state machine.
    let refused = await staff.post(`/api/admin/returns/${id}/refund`)
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      'This return cannot go from “requested” to “refunded”'
    )
    refused = await staff.post(`/api/admin/returns/${id}/shipped-back`, {
      trackingNumber: '1Z999AA10123456784',
    })
    assert.equal(refused.status, 409)

    const approved = await staff.post(`/api/admin/returns/${id}/approve`)
    assert.equal(approved.status, 200)
    assert.equal(approved.body.status, 'approved')
    assert.equal(approved.body.customer.id, user.id)
    assert.isNotNull(approved.body.shipBackWindowClosesAt)

    refused = await staff.post(`/api/admin/returns/${id}/reject`, { reason: 'Too late' })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      'This return cannot go from “approved” to “rejected”'
    )

    const shippedBack = await staff.post(`/api/admin/returns/${id}/shipped-back`, {
      trackingNumber: '1Z999AA10123456784',
    })
    assert.equal(shippedBack.status, 200)
    assert.include(shippedBack.body, {
      status: 'shipped_back',
      trackingNumber: '1Z999AA10123456784',
    })

    const inspected = await staff.post(`/api/admin/returns/${id}/inspect`, {
      notes: 'Unworn, in the original box',
    })
    assert.equal(inspected.status, 200)
    assert.include(inspected.body, {
      status: 'inspected',
      inspectionNotes: 'Unworn, in the original box',
    })

    const refunded = await staff.post(`/api/admin/returns/${id}/refund`)
    assert.equal(refunded.status, 200)
    assert.include(refunded.body, {
      status: 'refunded',
      refundCents: 7_000,
      restockingFeeCents: 3_000,
    })

    const twice = await staff.post(`/api/admin/returns/${id}/refund`)
    assert.equal(twice.status, 409)
    assert.equal(twice.body.errors[0].message, `Return ${id} has already been refunded ($70.00)`)

    const wallet = await customer.get('/api/wallet')
    assert.equal(wallet.body.balanceCents, 7_000)
    const totals = await ledgerTotals(user)
    assert.deepEqual(totals, { balanceCents: 7_000, ledgerSumCents: 7_000, entries: 1 })
    const transactions = await customer.get('/api/wallet/transactions')
    assert.include(transactions.body[0], {
      type: 'refund',
      amountCents: 7_000,
      invoiceNumber: shipment.invoice.number,
      reason: `Return of shipment ${shipment.number}: 70% of the invoice (30% restocking fee)`,
    })
    const invoice = await customer.get(`/api/invoices/${shipment.invoice.number}`)
    assert.include(invoice.body, { status: 'refunded', refundedCents: 7_000 })

    const notifications = await customer.get('/api/notifications')
    const titles = notifications.body.map((row: { title: string }) => row.title)
    for (const title of [
      `Return requested for shipment ${shipment.number}`,
      `Return approved for shipment ${shipment.number}`,
      `Return for shipment ${shipment.number} on its way`,
      `Return for shipment ${shipment.number} inspected`,
      `Refund for shipment ${shipment.number}`,
    ]) {
      assert.include(titles, title)
    }
    const shipBackBy = DateTime.fromISO(approved.body.shipBackWindowClosesAt)
    assert.include(
      notifications.body.map((row: { body: string }) => row.body),
      `Your return for shipment ${shipment.number} was approved. Please ship it back to our warehouse by ${longDate(shipBackBy)}.`
    )

    const staffList = await staff.get('/api/admin/returns?status=refunded')
    assert.equal(staffList.headers.get('x-total-count'), '1')
    assert.equal(staffList.body[0].id, id)
  })

  test('a rejection ends the return with its reason', async ({ assert }) => {
    const { staff, customer, shipment } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Changed my mind',
    })
    const id = requested.body.id
    const rejected = await staff.post(`/api/admin/returns/${id}/reject`, {
      reason: 'Used and without its box',
    })
    assert.equal(rejected.status, 200)
    assert.include(rejected.body, {
      status: 'rejected',
      rejectionReason: 'Used and without its box',
    })
    const shown = await customer.get(`/api/returns/${id}`)
    assert.equal(shown.body.status, 'rejected')
    const refused = await staff.post(`/api/admin/returns/${id}/approve`)
    assert.equal(refused.status, 409)
  })

  test('a return is asked for within 15 days of delivery', async ({ assert }) => {
    const { customer, shipment } = await returnsStart()
    await moveBack('shipments', { number: shipment.number }, 'delivered_at', 16)
    const shipmentRow = await db.from('shipments').where('number', shipment.number).first()
    const closedOn = DateTime.fromJSDate(new Date(shipmentRow.delivered_at)).plus({ days: 15 })

    const refused = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Too late to ask',
    })
    assert.equal(refused.status, 409)
    assert.deepEqual(refused.body.errors[0], {
      field: 'shipmentNumber',
      message: `The return window for shipment ${shipment.number} closed on ${longDate(closedOn)}: returns are accepted within 15 days of delivery`,
    })

    // In the customer's own language.
    await customer.put('/api/settings/profile', { locale: 'es' })
    const spanish = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Too late to ask',
    })
    assert.match(
      spanish.body.errors[0].message,
      new RegExp(
        `^El plazo de devolución del envío ${shipment.number} terminó el \\d+ de \\p{L}+ de \\d{4}`,
        'u'
      )
    )
  })

  test('an approved return is shipped back within 15 days of the approval', async ({ assert }) => {
    const { staff, customer, shipment } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Wrong colour',
    })
    const id = requested.body.id
    await staff.post(`/api/admin/returns/${id}/approve`)
    await moveBack('return_requests', { id }, 'approved_at', 16)
    const row = await db.from('return_requests').where('id', id).first()
    const closedOn = DateTime.fromJSDate(new Date(row.approved_at)).plus({ days: 15 })

    const refused = await staff.post(`/api/admin/returns/${id}/shipped-back`, {
      trackingNumber: '1Z999AA10123456784',
    })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `The time to ship return ${id} back closed on ${longDate(closedOn)}: a return must be shipped back within 15 days of its approval`
    )
    assert.equal((await customer.get(`/api/returns/${id}`)).body.status, 'approved')
  })

  test('only delivered shipments can be returned', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: SERVICE,
      address: destination,
    })
    const refused = await customer.post('/api/returns', {
      shipmentNumber: requested.body.number,
      reason: 'Not here yet',
    })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Shipment ${requested.body.number} has not been delivered yet; you can ask for a return once it arrives`
    )
  })

  test('another customer’s shipment and return are not found; customers cannot use staff routes', async ({
    assert,
  }) => {
    const { customer, shipment } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Does not fit',
    })
    const id = requested.body.id
    const { agent: other } = await signedIn('customer')

    const taken = await other.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Not mine',
    })
    assert.equal(taken.status, 404)
    assert.equal((await other.get(`/api/returns/${id}`)).status, 404)
    const list = await other.get('/api/returns')
    assert.deepEqual(list.body, [])
    assert.equal(list.headers.get('x-total-count'), '0')

    for (const [method, path, body] of [
      ['get', '/api/admin/returns'],
      ['get', `/api/admin/returns/${id}`],
      ['post', `/api/admin/returns/${id}/approve`],
      ['post', `/api/admin/returns/${id}/reject`, { reason: 'No' }],
      ['post', `/api/admin/returns/${id}/shipped-back`, { trackingNumber: '1Z999AA10123456784' }],
      ['post', `/api/admin/returns/${id}/inspect`, { notes: 'Fine' }],
      ['post', `/api/admin/returns/${id}/refund`],
    ] as const) {
      const response = await (method === 'get' ? customer.get(path) : customer.post(path, body))
      assert.equal(response.status, 403, `${method} ${path}`)
    }
    assert.equal((await customer.get(`/api/returns/${id}`)).body.status, 'requested')
  })

  test('two staff refunding the same return at once pay it once', async ({ assert }) => {
    const { staff, user, customer, shipment } = await returnsStart()
    const { agent: otherStaff } = await signedIn('staff')
    const { body } = await customer.post('/api/returns', {
      shipmentNumber: shipment.number,
      reason: 'Arrived broken',
    })
    await staff.post(`/api/admin/returns/${body.id}/approve`)
    await staff.post(`/api/admin/returns/${body.id}/shipped-back`, {
      trackingNumber: '1Z999AA10123456784',
    })
    await staff.post(`/api/admin/returns/${body.id}/inspect`, { notes: 'Broken as described' })

    const answers = await Promise.all([
      staff.post(`/api/admin/returns/${body.id}/refund`),
      otherStaff.post(`/api/admin/returns/${body.id}/refund`),
    ])
    assert.sameMembers(
      answers.map((answer) => answer.status),
      [200, 409]
    )
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 7_000,
      ledgerSumCents: 7_000,
      entries: 1,
    })
  })

  test('demo returns: one requested, one refunded, seeded once', async ({ assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const customers = [
      await UserFactory.merge({ locale: 'es', phone: '+525512345678' }).create(),
      await UserFactory.merge({ locale: 'ar', phone: '+971501234567' }).create(),
    ]
    await seedParcels(customers, staff)
    await new ReturnsSeeder(db.connection()).run()
    await new ReturnsSeeder(db.connection()).run()

    const returns = await ReturnRequest.query().orderBy('user_id')
    assert.deepEqual(
      returns.map((request) => [request.userId, request.status]),
      [
        [customers[0].id, 'requested'],
        [customers[1].id, 'refunded'],
      ]
    )
    const totals = await ledgerTotals(customers[1])
    assert.equal(totals.balanceCents, totals.ledgerSumCents)
  })
})
