import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { staffAndCustomer } from '#tests/helpers/auth'
import { ECONOMY, destination, readyPackage, receive } from '#tests/functional/parcels/helpers'
import { expectStatus, paidRequest } from '#tests/functional/orders/helpers'

test.group('Records name each other, so that their pages link to each other', (group) => {
  isolateEachTest(group)

  test('a package names its shipment and invoice; the invoice names the shipment', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    assert.deepEqual((await customer.get(`/api/packages/${pkg.number}`)).body.related, [])

    const shipment = await expectStatus(
      await customer.post('/api/shipments', {
        packageNumbers: [pkg.number],
        service: ECONOMY,
        address: destination,
      }),
      201
    )
    // The request is invoiced as it is made.
    const invoiceNumber = shipment.invoice.number
    assert.deepEqual((await customer.get(`/api/packages/${pkg.number}`)).body.related, [
      { kind: 'shipment', key: shipment.number },
      { kind: 'invoice', key: invoiceNumber },
    ])
    const invoice = await customer.get(`/api/invoices/${invoiceNumber}`)
    assert.deepEqual(invoice.body.about, { kind: 'shipment', key: shipment.number })
  })

  test('a purchase: its invoice names the request, then the order; the order names its invoice and package', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const request = await paidRequest(customer, staff)
    const invoiceNumber = request.invoice.number
    assert.deepEqual((await customer.get(`/api/invoices/${invoiceNumber}`)).body.about, {
      kind: 'purchase_request',
      key: String(request.id),
    })

    const purchased = await expectStatus(
      await staff.post(`/api/admin/purchase-requests/${request.id}/purchased`, {
        items: request.items.map(({ id }: { id: number }) => ({ id, bought: true })),
        inboundTracking: '1ZRELATED0001',
      }),
      200
    )
    const orderNumber = purchased.orderNumber
    assert.deepEqual((await customer.get(`/api/invoices/${invoiceNumber}`)).body.about, {
      kind: 'order',
      key: orderNumber,
    })
    assert.deepEqual((await customer.get(`/api/orders/${orderNumber}`)).body.related, [
      { kind: 'invoice', key: invoiceNumber },
    ])

    const pkg = await receive(staff, user.customerId!, { inboundTracking: '1ZRELATED0001' })
    await staff.post(`/api/admin/orders/${orderNumber}/package`, { packageNumber: pkg.number })
    assert.deepEqual((await customer.get(`/api/orders/${orderNumber}`)).body.related, [
      { kind: 'invoice', key: invoiceNumber },
      { kind: 'package', key: pkg.number },
    ])
    assert.deepEqual((await customer.get(`/api/packages/${pkg.number}`)).body.related, [
      { kind: 'order', key: orderNumber },
    ])
  })
})
