import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { isolateEachTest } from '#tests/helpers/database'
import type { BrowserAgent } from '#tests/helpers/http'
import { ledgerTotals } from '#tests/functional/money/helpers'
import { expectStatus, paidRequest, ORDER_ADDRESS } from '#tests/functional/orders/helpers'
import { UserFactory } from '#database/factories/user_factory'
import { seedReturns } from '#database/seeders/returns_seeder'
import ReturnRequest from '#models/return_request'
import Order from '#models/order'
import { createOrder } from '#services/orders/orders'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

/* $200 of items in New York: fee 1,600, tax 8.53% = 1,706, shipping from the store 900. */
const INVOICE_CENTS = 24_206
const REFUND_CENTS = 16_944
const FEE_CENTS = INVOICE_CENTS - REFUND_CENTS
const AFTER_PURCHASE = ['received', 'ready_for_shipping', 'shipped', 'delivered'] as const

const longDate = (date: DateTime) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date.toJSDate())

/** Moves the order's delivery (its history's step into Delivered) `days` back. */
const deliveredDaysAgo = (orderNumber: string, days: number) =>
  db
    .from('order_status_changes')
    .whereIn('order_id', (orders) =>
      orders.from('orders').select('id').where('number', orderNumber)
    )
    .where('to_status', 'delivered')
    .update({ created_at: DateTime.utc().minus({ days }).toSQL({ includeOffset: false }) })

/**
 * A purchase-assistance order of the customer's, through the API: quoted, accepted, paid by card,
 * bought (all items unless `bought` says), then moved by staff up to `until` (delivered by default).
 */
async function boughtOrder(
  staff: BrowserAgent,
  customer: BrowserAgent,
  { bought = [true, true], until = 'delivered' as (typeof AFTER_PURCHASE)[number] | null } = {}
) {
  const paid = await paidRequest(customer, staff)
  const purchased = await expectStatus(
    await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
      items: paid.items.map((item: { id: number }, index: number) => ({
        id: item.id,
        bought: bought[index],
      })),
    }),
    200
  )
  const number: string = purchased.orderNumber
  for (const status of until ? AFTER_PURCHASE.slice(0, AFTER_PURCHASE.indexOf(until) + 1) : []) {
    await expectStatus(await staff.post(`/api/admin/orders/${number}/status`, { status }), 200)
  }
  return { number, invoice: paid.invoice as { number: string; totalCents: number } }
}

async function returnsStart() {
  const { staff, user, customer } = await staffAndCustomer()
  const order = await boughtOrder(staff, customer)
  return { staff, user, customer, order }
}

/** Staff take a requested return to the point where it can be refunded. */
async function readyToRefund(staff: BrowserAgent, id: number) {
  await expectStatus(await staff.post(`/api/admin/returns/${id}/approve`), 200)
  await expectStatus(
    await staff.post(`/api/admin/returns/${id}/shipped-back`, {
      trackingNumber: '1Z999AA10123456784',
    }),
    200
  )
  await expectStatus(
    await staff.post(`/api/admin/returns/${id}/inspect`, { notes: 'Unworn, in the box' }),
    200
  )
}

test.group('Returns', (group) => {
  isolateEachTest(group)

  test('a delivered order bought for the customer: request, approve, ship back, inspect, refund 70% of its invoice once', async ({
    assert,
  }) => {
    const { staff, user, customer, order } = await returnsStart()
    assert.equal(order.invoice.totalCents, INVOICE_CENTS)

    // What a return would give back is shown before asking.
    const terms = await customer.get(`/api/orders/${order.number}/return-terms`)
    assert.equal(terms.status, 200)
    assert.containSubset(terms.body, {
      orderNumber: order.number,
      canRequest: true,
      refusal: null,
      return: null,
      invoice: { number: order.invoice.number, totalCents: INVOICE_CENTS, status: 'paid' },
      invoiceCents: INVOICE_CENTS,
      expected: { refundCents: REFUND_CENTS, restockingFeeCents: FEE_CENTS },
    })
    assert.isNotNull(terms.body.requestWindowClosesAt)

    const requested = await customer.post('/api/returns', {
      orderNumber: order.number.toLowerCase(),
      reason: 'The jacket is a size too small',
    })
    assert.equal(requested.status, 201)
    assert.include(requested.body, {
      status: 'requested',
      orderNumber: order.number,
      shipmentNumber: null,
      reason: 'The jacket is a size too small',
      refundCents: null,
    })
    const id = requested.body.id

    const again = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Asking twice',
    })
    assert.equal(again.status, 409)
    assert.deepEqual(again.body.errors[0], {
      field: 'orderNumber',
      message: `A return for order ${order.number} has already been requested`,
    })
    const asked = await customer.get(`/api/orders/${order.number}/return-terms`)
    assert.isFalse(asked.body.canRequest)
    assert.equal(asked.body.return.id, id)

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

    // A double click sends the same key twice: the second gets the first answer, nothing more.
    const key = { 'Idempotency-Key': `refund-return-${id}` }
    const refunded = await staff.post(`/api/admin/returns/${id}/refund`, undefined, key)
    assert.equal(refunded.status, 200)
    assert.containSubset(refunded.body, {
      status: 'refunded',
      refundCents: REFUND_CENTS,
      restockingFeeCents: FEE_CENTS,
      invoice: { number: order.invoice.number, status: 'refunded', refundedCents: REFUND_CENTS },
    })
    const replayed = await staff.post(`/api/admin/returns/${id}/refund`, undefined, key)
    assert.equal(replayed.status, 200)
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(replayed.body, refunded.body)

    const twice = await staff.post(`/api/admin/returns/${id}/refund`)
    assert.equal(twice.status, 409)
    assert.equal(twice.body.errors[0].message, `Return ${id} has already been refunded ($169.44)`)

    // Paid by card: the wallet holds the refund alone.
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: REFUND_CENTS,
      ledgerSumCents: REFUND_CENTS,
      entries: 1,
    })
    const transactions = await customer.get('/api/wallet/transactions')
    assert.include(transactions.body[0], {
      type: 'refund',
      amountCents: REFUND_CENTS,
      invoiceNumber: order.invoice.number,
      reason: `Return of order ${order.number}: 70% of invoice ${order.invoice.number} (30% restocking fee)`,
    })
    // Partly refunded: 70% of its total.
    const invoice = await customer.get(`/api/invoices/${order.invoice.number}`)
    assert.include(invoice.body, {
      status: 'refunded',
      totalCents: INVOICE_CENTS,
      refundedCents: REFUND_CENTS,
    })

    const notifications = await customer.get('/api/notifications')
    const titles = notifications.body.map((row: { title: string }) => row.title)
    for (const title of [
      `Return requested for order ${order.number}`,
      `Return approved for order ${order.number}`,
      `Return for order ${order.number} on its way`,
      `Return for order ${order.number} inspected`,
      `Refund for order ${order.number}`,
    ]) {
      assert.include(titles, title)
    }
    const bodies = notifications.body.map((row: { body: string }) => row.body)
    const shipBackBy = DateTime.fromISO(approved.body.shipBackWindowClosesAt)
    assert.include(
      bodies,
      `Your return for order ${order.number} was approved. Please ship the items back to our warehouse by ${longDate(shipBackBy)}.`
    )
    assert.include(
      bodies,
      `We added $169.44 to your wallet for the return of order ${order.number}: 70% of the invoice, after the 30% restocking fee.`
    )

    // Each notice opens the order returned, and reads in the language its reader now uses.
    for (const row of notifications.body.filter((notice: { title: string }) =>
      notice.title.includes(order.number)
    )) {
      assert.deepEqual(row.about, { kind: 'order', key: order.number })
    }
    await customer.put('/api/settings/profile', { locale: 'es' })
    const inSpanish = await customer.get('/api/notifications')
    assert.include(
      inSpanish.body.map((row: { title: string }) => row.title),
      `Devolución solicitada para el pedido ${order.number}`
    )

    const staffList = await staff.get(`/api/admin/returns?status=refunded&q=${order.number}`)
    assert.equal(staffList.headers.get('x-total-count'), '1')
    assert.include(staffList.body[0], { id, orderNumber: order.number })
  })

  test('an order bought in part: 70% of what was paid for what was bought', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const order = await boughtOrder(staff, customer, { bought: [true, false] })
    // The jacket the store could not sell went back already: 11,653 of 24,206.
    const { body } = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'The shoes pinch',
    })
    assert.equal(body.invoiceCents, 12_553)
    assert.deepEqual(body.expected, { refundCents: 8_787, restockingFeeCents: 3_766 })
    await readyToRefund(staff, body.id)
    const refunded = await expectStatus(
      await staff.post(`/api/admin/returns/${body.id}/refund`),
      200
    )
    assert.include(refunded, { refundCents: 8_787, restockingFeeCents: 3_766 })
    assert.equal(refunded.invoice.refundedCents, 11_653 + 8_787)
    assert.equal((await ledgerTotals(user)).balanceCents, 11_653 + 8_787)
  })

  test('a rejection ends the return with its reason', async ({ assert }) => {
    const { staff, customer, order } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      orderNumber: order.number,
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

  test('a return is asked for within 15 days of the order’s delivery', async ({ assert }) => {
    const { customer, order } = await returnsStart()
    await deliveredDaysAgo(order.number, 16)
    const terms = await customer.get(`/api/orders/${order.number}/return-terms`)
    const closedOn = DateTime.fromISO(terms.body.requestWindowClosesAt)
    assert.equal(
      closedOn.toMillis(),
      DateTime.fromISO(terms.body.deliveredAt).plus({ days: 15 }).toMillis()
    )
    const message = `The return window for order ${order.number} closed on ${longDate(closedOn)}: returns are accepted within 15 days of delivery`
    assert.include(terms.body, { canRequest: false, refusal: message })

    const refused = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Too late to ask',
    })
    assert.equal(refused.status, 409)
    assert.deepEqual(refused.body.errors[0], { field: 'orderNumber', message })

    // In the customer's own language.
    await customer.put('/api/settings/profile', { locale: 'es' })
    const spanish = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Too late to ask',
    })
    assert.match(
      spanish.body.errors[0].message,
      new RegExp(
        `^El plazo de devolución del pedido ${order.number} terminó el \\d+ de \\p{L}+ de \\d{4}: aceptamos devoluciones dentro de los 15 días`,
        'u'
      )
    )

    // Fourteen days after delivery it is still open.
    await deliveredDaysAgo(order.number, 14)
    const inTime = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Just in time',
    })
    assert.equal(inTime.status, 201)
  })

  test('an approved return is shipped back within 15 days of the approval', async ({ assert }) => {
    const { staff, customer, order } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Wrong colour',
    })
    const id = requested.body.id
    await staff.post(`/api/admin/returns/${id}/approve`)
    await db
      .from('return_requests')
      .where({ id })
      .update({
        approved_at: DateTime.utc().minus({ days: 16 }).toSQL({ includeOffset: false }),
      })
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

  test('only delivered orders can be returned', async ({ assert }) => {
    const { staff, customer } = await staffAndCustomer()
    for (const until of [null, 'shipped'] as const) {
      const order = await boughtOrder(staff, customer, { until })
      const refused = await customer.post('/api/returns', {
        orderNumber: order.number,
        reason: 'Not here yet',
      })
      assert.equal(refused.status, 409)
      assert.deepEqual(refused.body.errors[0], {
        field: 'orderNumber',
        message: `Order ${order.number} has not been delivered yet; you can ask for a return once it arrives`,
      })
    }
  })

  test('only orders bought through purchase assistance can be returned', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const staffUser = (await signedIn('staff')).user
    // An order staff recorded by hand, without a purchase request, delivered.
    const order = await db.transaction(async (trx) => {
      const created = await createOrder(
        {
          userId: user.id,
          totalCents: 5_000,
          shippingAddress: ORDER_ADDRESS,
          billingAddress: null,
          items: [
            { name: 'Gift card', url: null, options: null, quantity: 1, unitPriceCents: 5_000 },
          ],
        },
        staffUser,
        trx
      )
      return created
    })
    for (const status of ['processing', 'fulfilled', ...AFTER_PURCHASE] as const) {
      await expectStatus(
        await staff.post(`/api/admin/orders/${order.number}/status`, { status }),
        200
      )
    }
    assert.equal((await Order.findOrFail(order.id)).status, 'delivered')
    const refused = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Not what I wanted',
    })
    assert.equal(refused.status, 409)
    assert.deepEqual(refused.body.errors[0], {
      field: 'orderNumber',
      message: `Order ${order.number} was not bought through purchase assistance: only what we bought for you can be returned through us`,
    })
    const terms = await customer.get(`/api/orders/${order.number}/return-terms`)
    assert.include(terms.body, { canRequest: false, invoice: null, expected: null })
    assert.isNull(await ReturnRequest.query().where('order_id', order.id).first())
  })

  test('another customer’s order and return are not found; customers cannot use staff routes', async ({
    assert,
  }) => {
    const { customer, order } = await returnsStart()
    const requested = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Does not fit',
    })
    const id = requested.body.id
    const { agent: other } = await signedIn('customer')

    const taken = await other.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Not mine',
    })
    assert.equal(taken.status, 404)
    assert.deepEqual(taken.body.errors[0], { field: 'orderNumber', message: 'Order not found' })
    assert.equal((await other.get(`/api/orders/${order.number}/return-terms`)).status, 404)
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

  test('the old shipment number is refused with a clear message', async ({ assert }) => {
    const { customer } = await staffAndCustomer()
    const refused = await customer.post('/api/returns', {
      shipmentNumber: 'SHP-ABCDEFGH',
      reason: 'Broken',
    })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.errors[0].field, 'orderNumber')
  })

  test('two staff refunding the same return at once pay it once', async ({ assert }) => {
    const { staff, user, customer, order } = await returnsStart()
    const { agent: otherStaff } = await signedIn('staff')
    const { body } = await customer.post('/api/returns', {
      orderNumber: order.number,
      reason: 'Arrived broken',
    })
    await readyToRefund(staff, body.id)

    const answers = await Promise.all([
      staff.post(`/api/admin/returns/${body.id}/refund`),
      otherStaff.post(`/api/admin/returns/${body.id}/refund`),
    ])
    assert.sameMembers(
      answers.map((answer) => answer.status),
      [200, 409]
    )
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: REFUND_CENTS,
      ledgerSumCents: REFUND_CENTS,
      entries: 1,
    })
  })

  test('demo returns: of delivered orders bought for the customers, one requested, one refunded, seeded once', async ({
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const customers = [
      await UserFactory.merge({ locale: 'es', phone: '+525512345678' }).create(),
      await UserFactory.merge({ locale: 'ar', phone: '+971501234567' }).create(),
    ]
    await seedReturns(customers, staff)
    await seedReturns(customers, staff)

    const returns = await ReturnRequest.query()
      .preload('order', (order) => order.preload('purchaseRequest', (r) => r.preload('invoice')))
      .orderBy('user_id')
    assert.deepEqual(
      returns.map((request) => [request.userId, request.status, request.order.status]),
      [
        [customers[0].id, 'requested', 'delivered'],
        [customers[1].id, 'refunded', 'delivered'],
      ]
    )
    const refunded = returns[1]
    const invoice = refunded.order.purchaseRequest.invoice
    assert.equal(refunded.refundCents, Math.round(invoice.totalCents * 0.7))
    assert.equal(refunded.refundCents! + refunded.restockingFeeCents!, invoice.totalCents)
    assert.include(invoice.toJSON(), { status: 'refunded', refundedCents: refunded.refundCents })
    const totals = await ledgerTotals(customers[1])
    assert.equal(totals.balanceCents, totals.ledgerSumCents)
    assert.equal(totals.balanceCents, refunded.refundCents)
  })
})
