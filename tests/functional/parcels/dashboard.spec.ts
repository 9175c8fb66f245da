import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { staffAndCustomer } from '#tests/helpers/auth'
import { ECONOMY, destination, readyPackage } from '#tests/functional/parcels/helpers'
import { GOOD_CARD, expectStatus, paidRequest } from '#tests/functional/orders/helpers'

const PACKED = { weightLb: 4.8, lengthIn: 16, widthIn: 12, heightIn: 8 }

test.group('Dashboard: what is owed, what was saved, what happened', (group) => {
  isolateEachTest(group)

  test('a request saves nothing until it is paid; its invoice is owed, then paid', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const shoes = await readyPackage(staff, customer, user.customerId!, { sender: 'Nike' })
    const phone = await readyPackage(staff, customer, user.customerId!, { sender: 'Best Buy' })

    const requested = await expectStatus(
      await customer.post('/api/shipments', {
        packageNumbers: [shoes.number, phone.number],
        service: ECONOMY,
        address: destination,
      }),
      201
    )
    assert.isAbove(requested.savings.savedCents, 0)
    // Invoiced with the request: owed at once; packing changes nothing of it.
    const { invoice } = requested
    let dashboard = await expectStatus(await customer.get('/api/dashboard'), 200)
    assert.equal(dashboard.savedOnShippingCents, 0)
    assert.deepEqual(dashboard.owed, { count: 1, totalCents: invoice.totalCents })
    await expectStatus(
      await staff.post(`/api/admin/shipments/${requested.number}/pack`, PACKED),
      200
    )
    dashboard = await expectStatus(await customer.get('/api/dashboard'), 200)
    assert.deepEqual(dashboard.owed, { count: 1, totalCents: invoice.totalCents })
    assert.equal(dashboard.savedOnShippingCents, 0)
    assert.deepInclude(dashboard.recentActivity, {
      type: 'invoice_issued',
      invoiceNumber: invoice.number,
      status: 'unpaid',
      at: dashboard.recentActivity.find(
        (item: { invoiceNumber?: string }) => item.invoiceNumber === invoice.number
      ).at,
    })

    // The invoice names what it bills, so its page links back to the shipment and its packages.
    const detail = await expectStatus(await customer.get(`/api/invoices/${invoice.number}`), 200)
    assert.deepEqual(detail.paidFor, {
      shipmentNumber: requested.number,
      packageNumbers: [shoes.number, phone.number].sort(),
      purchaseRequestId: null,
      orderNumber: null,
    })

    await expectStatus(
      await customer.post(`/api/invoices/${invoice.number}/pay`, {
        method: 'card',
        card: GOOD_CARD,
      }),
      200
    )
    dashboard = await expectStatus(await customer.get('/api/dashboard'), 200)
    assert.deepEqual(dashboard.owed, { count: 0, totalCents: 0 })
    assert.equal(dashboard.savedOnShippingCents, requested.savings.savedCents)
  })

  test('a cancelled request never counts as saved', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const first = await readyPackage(staff, customer, user.customerId!)
    const second = await readyPackage(staff, customer, user.customerId!)
    const requested = await expectStatus(
      await customer.post('/api/shipments', {
        packageNumbers: [first.number, second.number],
        service: ECONOMY,
        address: destination,
      }),
      201
    )
    await expectStatus(await customer.post(`/api/shipments/${requested.number}/cancel`), 200)
    const dashboard = await expectStatus(await customer.get('/api/dashboard'), 200)
    assert.equal(dashboard.savedOnShippingCents, 0)
  })

  test('a purchase invoice links to its request, then to the order it became', async ({
    assert,
  }) => {
    const { staff, customer } = await staffAndCustomer()
    const paid = await paidRequest(customer, staff)
    const invoices = await expectStatus(
      await customer.get('/api/invoices?subjectType=purchase_request'),
      200
    )
    const invoiceUrl = `/api/invoices/${invoices[0].number}`
    let detail = await expectStatus(await customer.get(invoiceUrl), 200)
    assert.deepEqual(detail.paidFor, {
      shipmentNumber: null,
      packageNumbers: [],
      purchaseRequestId: paid.id,
      orderNumber: null,
    })

    const purchased = await expectStatus(
      await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
        items: paid.items.map((item: { id: number }) => ({ id: item.id, bought: true })),
      }),
      200
    )
    detail = await expectStatus(await customer.get(invoiceUrl), 200)
    assert.equal(detail.paidFor.purchaseRequestId, paid.id)
    assert.equal(detail.paidFor.orderNumber, purchased.orderNumber)

    const dashboard = await expectStatus(await customer.get('/api/dashboard'), 200)
    assert.isTrue(
      dashboard.recentActivity.some(
        (item: { type: string; orderNumber?: string }) =>
          item.type === 'order_updated' && item.orderNumber === detail.paidFor.orderNumber
      )
    )
  })

  test('someone else’s invoice stays a 404', async ({ assert }) => {
    const { staff, customer } = await staffAndCustomer()
    await paidRequest(customer, staff)
    const [invoice] = await expectStatus(await customer.get('/api/invoices'), 200)
    const { customer: stranger } = await staffAndCustomer()
    assert.equal((await stranger.get(`/api/invoices/${invoice.number}`)).status, 404)
  })
})
