import { test } from '@japa/runner'
import Package from '#models/package'
import Shipment from '#models/shipment'
import { isolateEachTest } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'
import { seedParcels } from '#database/seeders/parcels_seeder'
import { BrowserAgent } from '#tests/helpers/http'

test.group('Demo parcels', (group) => {
  isolateEachTest(group)

  test('every package and shipment state for each demo customer, with a shipment in transit', async ({
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const customers = [
      await UserFactory.merge({ locale: 'es', phone: '+525512345678' }).create(),
      await UserFactory.merge({ locale: 'ar', phone: '+971501234567' }).create(),
    ]
    await seedParcels(customers, staff)

    for (const customer of customers) {
      const packages = await Package.query().where('user_id', customer.id)
      assert.sameMembers(
        [...new Set(packages.map((pkg) => pkg.status))],
        ['expected', 'received', 'ship_requested', 'shipped', 'disposed']
      )
      const shipments = await Shipment.query().where('user_id', customer.id)
      assert.sameMembers(
        shipments.map((shipment) => shipment.status),
        // The one just asked for is invoiced with its request, like the packed one.
        ['invoiced', 'invoiced', 'shipped', 'delivered']
      )
      const inTransit = shipments.find((shipment) => shipment.status === 'shipped')!
      const tracking = await new BrowserAgent().get(`/api/tracking/${inTransit.trackingNumber}`)
      assert.equal(tracking.body.stage, 'international_transit')
      // Its two packages in, the request and its invoice, payment, packing, the carrier, customs:
      // oldest first.
      assert.deepEqual(
        tracking.body.timeline.map((event: { event: string }) => event.event),
        [
          'package_arrived',
          'package_arrived',
          'ship_requested',
          'invoiced',
          'payment_processed',
          'packed',
          'package_on_the_way',
          'customs_cleared',
        ]
      )
    }
  })
})
