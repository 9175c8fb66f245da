import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Package from '#models/package'
import { BrowserAgent, firstError } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { quote } from '#services/parcels/rating'
import { ECONOMY, destination, readyPackage } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }

test.group('From the warehouse door to the customer’s door', (group) => {
  isolateEachTest(group)

  test('receive, declare, request (invoiced at once), pack, pay, label, ship, track, deliver', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()

    const address = await customer.get('/api/me/warehouse-address')
    assert.include(address.body, {
      suite: user.customerId,
      addressLine2: `Suite ${user.customerId}`,
      state: 'CA',
      country: 'US',
    })

    const shoes = await readyPackage(staff, customer, user.customerId!, {
      sender: 'Nike',
      weightLb: 3.2,
    })
    const headphones = await readyPackage(staff, customer, user.customerId!, {
      sender: 'Best Buy',
      weightLb: 1.6,
      lengthIn: 10,
      widthIn: 8,
      heightIn: 4,
    })
    // The shoes waited 39 days and 23 hours: ten started days past the free 30.
    await Package.query()
      .where('number', shoes.number)
      .update({
        received_at: DateTime.utc().minus({ days: 39, hours: 23 }).toSQL({ includeOffset: false }),
      })

    const requested = await customer.post('/api/shipments', {
      packageNumbers: [shoes.number, headphones.number],
      service: ECONOMY,
      address: destination,
    })
    assert.equal(requested.status, 201)
    const number = requested.body.number

    // The packer sees what each package holds: the declared lines, and the photos (none here).
    const toPack = await staff.get(`/api/admin/shipments/${number}`)
    assert.deepEqual(
      toPack.body.packages.map((pkg: { number: string; lines: unknown[]; photos: unknown[] }) => [
        pkg.number,
        pkg.lines,
        pkg.photos,
      ]),
      [shoes, headphones].map((pkg) => [
        pkg.number,
        [{ description: 'Running shoes', quantity: 1, unitValueCents: 12000 }],
        [],
      ])
    )

    // Invoiced at the request, at the price quoted: shipping the two packages in one box, and the
    // shoes' storage fee.
    assert.equal(requested.body.status, 'invoiced')
    assert.equal(requested.body.invoice.status, 'unpaid')
    assert.include(requested.body, { storageFeeCents: 500, insuranceCents: 0 })
    const shippingCents = requested.body.shippingCents
    assert.equal(requested.body.invoice.totalCents, shippingCents + 500)
    const invoiceNumber = requested.body.invoice.number
    const invoice = await customer.get(`/api/invoices/${invoiceNumber}`)
    assert.deepEqual(
      invoice.body.lines.map((line: { kind: string; amountCents: number }) => [
        line.kind,
        line.amountCents,
      ]),
      [
        ['shipping', shippingCents],
        ['storage', 500],
      ]
    )
    assert.equal(
      invoice.body.lines[1].description,
      `Storage for package ${shoes.number}: 10 days after the free period`
    )
    // Billed storage stops the clock.
    assert.equal((await customer.get(`/api/packages/${shoes.number}`)).body.storageFeeCents, 500)

    // Staff steps out of order are refused.
    let refused = await staff.post(`/api/admin/shipments/${number}/pack`, {
      weightLb: 151,
      lengthIn: 20,
      widthIn: 14,
      heightIn: 10,
    })
    assert.equal(
      firstError(refused, 422),
      'The packed box weighs 151 lb, over the carrier limit of 150 lb'
    )
    refused = await staff.post(`/api/admin/shipments/${number}/ship`)
    assert.equal(firstError(refused, 409), 'This shipment cannot go from “invoiced” to “shipped”')
    assert.equal((await customer.post(`/api/admin/shipments/${number}/pack`, {})).status, 403)

    const noticesBefore = (await customer.get('/api/notifications')).body.length
    const packed = await staff.post(`/api/admin/shipments/${number}/pack`, {
      weightLb: 5.1,
      lengthIn: 16,
      widthIn: 12,
      heightIn: 8,
    })
    assert.equal(packed.status, 200)
    // 16 × 12 × 8 / 139 = 11.05 → 11.5 lb billable, over the 5.5 lb on the scale.
    assert.deepInclude(packed.body.packed, { weightLb: 5.1, billableWeightLb: 11.5 })
    // Packing never changes the invoice; a box dearer than the request's is the business's cost,
    // so the customer hears nothing of it.
    const packedCents = quote({
      weightLb: 5.1,
      lengthIn: 16,
      widthIn: 12,
      heightIn: 8,
      country: 'ES',
      postalCode: '28014',
      service: ECONOMY,
    }).quotes[0].priceCents
    assert.isAtLeast(packedCents, shippingCents)
    assert.equal(packed.body.invoice.totalCents, shippingCents + 500)
    assert.lengthOf((await customer.get('/api/notifications')).body, noticesBefore)

    refused = await staff.put(`/api/admin/shipments/${number}/tracking`, {
      carrier: 'FedEx',
      trackingNumber: '794612345678',
    })
    assert.equal(
      firstError(refused, 409),
      `Shipment ${number} needs to be paid before it gets a label`
    )

    const paid = await customer.post(`/api/invoices/${invoiceNumber}/pay`, {
      method: 'card',
      card: CARD,
    })
    assert.equal(paid.status, 200)
    let detail = await customer.get(`/api/shipments/${number}`)
    assert.equal(detail.body.status, 'paid')
    assert.deepEqual(
      detail.body.events.map((event: { milestone: string }) => event.milestone),
      ['payment_processed']
    )

    refused = await staff.post(`/api/admin/shipments/${number}/ship`)
    assert.equal(
      firstError(refused, 409),
      `Add the carrier tracking number before shipping ${number}`
    )

    const labelled = await staff.put(`/api/admin/shipments/${number}/tracking`, {
      carrier: 'FedEx',
      trackingNumber: '794612345678',
    })
    assert.equal(labelled.status, 200)
    assert.equal(labelled.body.trackingNumber, '794612345678')

    const shipped = await staff.post(`/api/admin/shipments/${number}/ship`)
    assert.equal(shipped.status, 200)
    assert.equal(shipped.body.status, 'shipped')
    assert.equal((await customer.get(`/api/packages/${shoes.number}`)).body.status, 'shipped')

    const dashboard = await customer.get('/api/dashboard')
    assert.include(dashboard.body, {
      activeOrders: 0,
      packagesInTransit: 2,
      walletBalanceCents: 0,
      savedOnShippingCents: requested.body.savings.savedCents,
    })
    assert.isAbove(dashboard.body.recentActivity.length, 0)

    const customs = await staff.post(`/api/admin/shipments/${number}/events`, {
      milestone: 'customs_cleared',
      location: 'Madrid, ES',
    })
    assert.equal(customs.status, 201)

    const tracking = await new BrowserAgent().get('/api/tracking/794612345678')
    assert.equal(tracking.status, 200)
    assert.equal(tracking.body.stage, 'international_transit')
    // The shipment's story, oldest first: its packages in, the request, the invoice, packing,
    // then what was recorded from payment on; never a package number on the public page.
    assert.deepEqual(
      tracking.body.timeline.map((event: { event: string }) => event.event),
      [
        'package_arrived',
        'package_arrived',
        'ship_requested',
        'invoiced',
        'packed',
        'payment_processed',
        'package_on_the_way',
        'customs_cleared',
      ]
    )
    assert.isTrue(
      tracking.body.timeline.every(
        (event: { packageNumber: string | null }) => event.packageNumber === null
      )
    )
    const exposed = JSON.stringify(tracking.body)
    for (const personal of [
      destination.recipientName,
      destination.recipientPhone,
      destination.street,
      destination.postalCode,
      user.email,
      user.customerId!,
    ]) {
      assert.notInclude(exposed, personal)
    }

    const delivered = await staff.post(`/api/admin/shipments/${number}/deliver`)
    assert.equal(delivered.status, 200)
    assert.equal(delivered.body.status, 'delivered')
    detail = await customer.get(`/api/shipments/${number}`)
    assert.equal(detail.body.stage, 'your_address')
    // The owner's timeline names each package as it came in (the shoes first, 40 days ago), in
    // date order, and ends at the door.
    const timeline = detail.body.timeline as {
      event: string
      occurredAt: string
      packageNumber: string | null
    }[]
    assert.deepEqual(
      timeline.slice(0, 2).map((event) => event.packageNumber),
      [shoes.number, headphones.number]
    )
    assert.equal(timeline.at(-1)!.event, 'package_delivered')
    assert.deepEqual(
      timeline.map((event) => event.occurredAt),
      timeline.map((event) => event.occurredAt).toSorted()
    )
    assert.equal((await customer.get('/api/dashboard')).body.packagesInTransit, 0)

    refused = await staff.post(`/api/admin/shipments/${number}/deliver`)
    assert.equal(
      firstError(refused, 409),
      'This shipment cannot go from “delivered” to “delivered”'
    )
  })

  test('tracking an unknown number; another customer’s shipment is a 404; staff lists', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')

    const unknown = await new BrowserAgent().get('/api/tracking/1Z0000000000', {
      'accept-language': 'es',
    })
    assert.equal(firstError(unknown, 404), 'No hay información de seguimiento disponible')

    const pkg = await readyPackage(staff, customer, user.customerId!)
    const shipment = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
    })
    const other = await stranger.get(`/api/shipments/${shipment.body.number}`)
    assert.equal(firstError(other, 404), 'Shipment not found')
    assert.equal((await stranger.get('/api/shipments')).headers.get('x-total-count'), '0')

    const list = await staff.get(
      '/api/admin/shipments?status=invoiced&_start=0&_end=10&_sort=createdAt&_order=asc'
    )
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '1')
    assert.equal(list.body[0].customer.suite, user.customerId)
    assert.equal((await customer.get('/api/admin/shipments')).status, 403)

    const packages = await staff.get(
      `/api/admin/packages?suite=${user.customerId}&q=${pkg.number.slice(4)}`
    )
    assert.equal(packages.headers.get('x-total-count'), '1')
  })

  test('staff list one customer’s shipments (userId)', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const ana = await signedIn('customer')
    const omar = await signedIn('customer')
    for (const customer of [ana, omar]) {
      const pkg = await readyPackage(staff, customer.agent, customer.user.customerId!)
      const shipment = await customer.agent.post('/api/shipments', {
        packageNumbers: [pkg.number],
        service: ECONOMY,
        address: destination,
      })
      assert.equal(shipment.status, 201)
    }

    const anas = await staff.get(`/api/admin/shipments?userId=${ana.user.id}`)
    assert.equal(anas.headers.get('x-total-count'), '1')
    assert.equal(anas.body[0].customer.suite, ana.user.customerId)
    const both = await staff.get(
      `/api/admin/shipments?userId=${ana.user.id}&userId=${omar.user.id}`
    )
    assert.equal(both.headers.get('x-total-count'), '2')
    const nobody = await staff.get('/api/admin/shipments?userId=999999')
    assert.equal(nobody.headers.get('x-total-count'), '0')
  })
})
