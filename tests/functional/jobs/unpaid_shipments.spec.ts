import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { fakeMailEachTest } from '#tests/helpers/mail'
import Package from '#models/package'
import Shipment from '#models/shipment'
import type { BrowserAgent } from '#tests/helpers/http'
import { expireUnpaidShipments, UNPAID_SHIPMENT_EXPIRY } from '#services/parcels/unpaid_shipments'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { assertToldOnce } from '#tests/helpers/notices'
import { destination, readyPackage } from '#tests/functional/parcels/helpers'
import { GOOD_CARD } from '#tests/functional/money/helpers'

/**
 * A package received `storedDays` ago, asked to ship, packed and invoiced by staff; its
 * invoice raised `invoicedDaysAgo` days ago.
 */
async function invoicedShipment(
  staff: BrowserAgent,
  customer: { agent: BrowserAgent; suite: string },
  { storedDays = 40, invoicedDaysAgo = 0 } = {}
) {
  const pkg = await readyPackage(staff, customer.agent, customer.suite)
  await Package.query()
    .where('number', pkg.number)
    .update({
      receivedAt: DateTime.utc().minus({ days: storedDays }).toSQL({ includeOffset: false }),
    })
  const requested = await customer.agent.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: 'fedex_international_economy',
    address: destination,
  })
  const number: string = requested.body.number
  await staff.post(`/api/admin/shipments/${number}/pack`, {
    weightLb: 2.6,
    lengthIn: 14,
    widthIn: 10,
    heightIn: 6,
  })
  const invoiced = await staff.get(`/api/admin/shipments/${number}`)
  if (invoiced.status !== 200)
    throw new Error(`reading the invoiced shipment failed: ${invoiced.status}`)
  await Shipment.query()
    .where('number', number)
    .update({
      invoicedAt: DateTime.utc().minus({ days: invoicedDaysAgo }).toSQL({ includeOffset: false }),
    })
  return { shipment: number, invoice: invoiced.body.invoice.number as string, pkg: pkg.number }
}

test.group('Unpaid shipment invoices expire', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('left unpaid past the rule: voided once, shipment cancelled, packages back in storage, customer told', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn('customer', { locale: 'es' })
    const customer = { agent, suite: user.customerId! }
    const overdue = UNPAID_SHIPMENT_EXPIRY.days + 1
    const old = await invoicedShipment(staff.agent, customer, { invoicedDaysAgo: overdue })
    const fresh = await invoicedShipment(staff.agent, customer, {
      invoicedDaysAgo: UNPAID_SHIPMENT_EXPIRY.days - 1,
    })
    const paid = await invoicedShipment(staff.agent, customer, { invoicedDaysAgo: overdue })
    const payment = await agent.post(`/api/invoices/${paid.invoice}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(payment.status, 200)
    const billedStorage = (await agent.get(`/api/shipments/${old.shipment}`)).body.storageFeeCents
    assert.isAbove(billedStorage, 0)

    assert.equal(await expireUnpaidShipments(), 1)
    assert.equal(await expireUnpaidShipments(), 0, 'running again does nothing more')

    const status = async (path: string) => (await agent.get(path)).body.status
    assert.equal(await status(`/api/invoices/${old.invoice}`), 'void')
    assert.equal(await status(`/api/shipments/${old.shipment}`), 'cancelled')
    const stored = (await agent.get(`/api/packages/${old.pkg}`)).body
    assert.equal(stored.status, 'received')
    // Its storage clock as it was: counting from the day it arrived, and running again.
    assert.equal(stored.storageFeeCents, billedStorage)
    assert.isNull((await Package.findByOrFail('number', old.pkg)).storageStoppedAt)

    assert.equal(await status(`/api/invoices/${fresh.invoice}`), 'unpaid')
    assert.equal(await status(`/api/shipments/${fresh.shipment}`), 'invoiced')
    assert.equal(await status(`/api/invoices/${paid.invoice}`), 'paid')
    assert.equal(await status(`/api/shipments/${paid.shipment}`), 'paid')

    await assertToldOnce(
      assert,
      sentMails,
      { agent, user },
      {
        title: `Envío ${old.shipment} cancelado: su factura no se pagó`,
        text: `${UNPAID_SHIPMENT_EXPIRY.days} días`,
      }
    )
  })
})
