import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { consolidationSavings, quote } from '#services/parcels/rating'
import {
  ECONOMY,
  destination,
  readyPackage,
  receive,
  THREE_BOXES,
} from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

test.group('Ship requests and consolidation', (group) => {
  isolateEachTest(group)

  test('three packages in one box: an estimate and the savings against shipping each alone', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const packages = []
    for (const box of THREE_BOXES)
      packages.push(await readyPackage(staff, customer, user.customerId!, box))

    const response = await customer.post('/api/shipments', {
      packageNumbers: packages.map((pkg) => pkg.number),
      service: ECONOMY,
      address: destination,
    })
    assert.equal(response.status, 201)
    assert.match(response.body.number, /^SHP-[2-9A-HJ-NP-Z]{8}$/)
    assert.equal(response.body.status, 'invoiced')
    assert.equal(response.body.declaredValueCents, 3 * 12000)
    assert.deepEqual(response.body.address, destination)
    assert.sameMembers(
      response.body.packages.map((pkg: { number: string }) => pkg.number),
      packages.map((pkg) => pkg.number)
    )

    // The same figures from the rate engine directly: each alone, and one box of their total weight
    // and volume (2,212 in³), as long as the longest item (18 in) and square in section (√(2212/18) → 11.1 in).
    const to = { country: 'ES', postalCode: '28014', service: ECONOMY } as const
    const separate = THREE_BOXES.map((box) => quote({ ...box, ...to }).quotes[0])
    const together = quote({ weightLb: 10.3, lengthIn: 18, widthIn: 11.1, heightIn: 11.1, ...to })
      .quotes[0]
    const savings = consolidationSavings(separate, together)
    assert.equal(response.body.estimatedPriceCents, together.priceCents)
    assert.deepEqual(response.body.savings, savings)
    assert.isAbove(response.body.savings.savedCents, 0)

    const mine = await customer.get('/api/packages?status=ship_requested')
    assert.equal(mine.headers.get('x-total-count'), '3')
    const list = await customer.get('/api/shipments')
    assert.equal(list.headers.get('x-total-count'), '1')
    assert.equal(list.body[0].number, response.body.number)
  })

  test('a request retried with its Idempotency-Key gets the first answer, and one shipment', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const ship = { packageNumbers: [pkg.number], service: ECONOMY, address: destination }
    const headers = { 'idempotency-key': 'ship-once-4c1e' }

    const first = await customer.post('/api/shipments', ship, headers)
    assert.equal(first.status, 201)
    // The client timed out and sends it again: the same shipment comes back, not a 409.
    const retried = await customer.post('/api/shipments', ship, headers)
    assert.equal(retried.status, 201)
    assert.equal(retried.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(retried.body, first.body)
    assert.equal((await customer.get('/api/shipments')).headers.get('x-total-count'), '1')
    const notices = (await customer.get('/api/notifications')).body
    assert.lengthOf(
      notices.filter((notice: { type: string }) => notice.type === 'order_created'),
      1
    )

    // The same key for another request is refused; without a key the retry is a new request.
    const other = await customer.post(
      '/api/shipments',
      { ...ship, service: 'fedex_international_priority' },
      headers
    )
    assert.equal(other.status, 422)
    assert.equal(
      other.body.errors[0].message,
      'This Idempotency-Key was already used for a different request.'
    )
    const again = await customer.post('/api/shipments', ship)
    assert.equal(again.status, 409)
  })

  test('every refusal has its own message', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { user: other } = await signedIn('customer')
    const ship = (numbers: string[], extra: Record<string, unknown> = {}) =>
      customer.post('/api/shipments', {
        packageNumbers: numbers,
        service: ECONOMY,
        address: destination,
        ...extra,
      })

    const undeclared = await receive(staff, user.customerId!)
    let response = await ship([undeclared.number])
    assert.equal(response.status, 422)
    assert.equal(
      response.body.errors[0].message,
      `Declare the contents of package ${undeclared.number} before shipping it`
    )

    const someoneElses = await receive(staff, other.customerId!)
    response = await ship([someoneElses.number])
    assert.equal(response.status, 404)
    assert.equal(response.body.errors[0].message, 'Package not found')

    const fireworks = await receive(staff, user.customerId!)
    await customer.put(`/api/packages/${fireworks.number}/declaration`, {
      lines: [
        {
          description: 'Fireworks assortment',
          quantity: 1,
          unitValueCents: 4000,
          hsCode: '360410',
          originCountry: 'CN',
        },
      ],
    })
    response = await ship([fireworks.number])
    assert.equal(response.status, 422)
    assert.equal(
      response.body.errors[0].message,
      `Package ${fireworks.number} contains items we cannot ship. Review its customs declaration`
    )

    const kayak = await readyPackage(staff, customer, user.customerId!, {
      lengthIn: 120,
      widthIn: 24,
      heightIn: 14,
      weightLb: 40,
    })
    response = await ship([kayak.number])
    assert.equal(response.status, 422)
    assert.equal(
      response.body.errors[0].message,
      `Package ${kayak.number} has a side of 120 in; carriers accept at most 108 in`
    )

    const heavy = [
      await readyPackage(staff, customer, user.customerId!, { weightLb: 80 }),
      await readyPackage(staff, customer, user.customerId!, { weightLb: 75 }),
    ]
    response = await ship(heavy.map((pkg) => pkg.number))
    assert.equal(response.status, 422)
    assert.equal(
      response.body.errors[0].message,
      'Together these packages weigh 155 lb, over the carrier limit of 150 lb: split them into more than one shipment'
    )

    const ready = await readyPackage(staff, customer, user.customerId!)
    response = await ship([ready.number], { service: 'fedex_ground' })
    assert.equal(response.status, 422)
    assert.deepEqual(response.body.errors, [
      {
        message: 'This service does not ship to the destination country. Choose another service',
        field: 'service',
      },
    ])
    response = await ship([ready.number], { service: 'other' })
    assert.equal(
      response.body.errors[0].message,
      'This service is quoted by our team. Contact support or choose another service'
    )

    response = await ship([ready.number], { address: { ...destination, recipientPhone: '12345' } })
    assert.equal(response.status, 422)
    assert.equal(response.body.errors[0].field, 'address.recipientPhone')

    assert.equal((await ship([ready.number])).status, 201)
    response = await ship([ready.number])
    assert.equal(response.status, 409)
    assert.equal(
      response.body.errors[0].message,
      `Package ${ready.number} is already in another shipment`
    )
  })

  test('saved addresses: CRUD, used by id, and someone else’s is a 404', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')

    const saved = await customer.post('/api/addresses', { label: 'Home', ...destination })
    assert.equal(saved.status, 201)
    assert.include(saved.body, { label: 'Home', city: 'Madrid', country: 'ES' })
    const updated = await customer.put(`/api/addresses/${saved.body.id}`, {
      ...destination,
      city: 'Barcelona',
      postalCode: '08001',
    })
    assert.equal(updated.body.city, 'Barcelona')
    assert.lengthOf((await customer.get('/api/addresses')).body, 1)
    assert.equal((await stranger.put(`/api/addresses/${saved.body.id}`, destination)).status, 404)
    assert.equal((await stranger.delete(`/api/addresses/${saved.body.id}`)).status, 404)
    assert.lengthOf((await stranger.get('/api/addresses')).body, 0)

    const pkg = await readyPackage(staff, customer, user.customerId!)
    const refused = await stranger.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      addressId: saved.body.id,
    })
    assert.equal(refused.status, 404)
    const shipment = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      addressId: saved.body.id,
    })
    assert.equal(shipment.status, 201)
    assert.equal(shipment.body.address.city, 'Barcelona')
    // One package: nothing to consolidate, nothing saved.
    assert.equal(shipment.body.savings.savedCents, 0)

    const neither = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
    })
    assert.equal(neither.status, 422)
    assert.equal(neither.body.errors[0].field, 'address')

    assert.equal((await customer.delete(`/api/addresses/${saved.body.id}`)).status, 204)
    assert.lengthOf((await customer.get('/api/addresses')).body, 0)
  })

  test('a customer cancels a request before paying it; the packages go back to storage', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const shipment = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
    })

    assert.equal((await stranger.get(`/api/shipments/${shipment.body.number}`)).status, 404)
    assert.equal((await stranger.post(`/api/shipments/${shipment.body.number}/cancel`)).status, 404)

    const cancelled = await customer.post(`/api/shipments/${shipment.body.number}/cancel`)
    assert.equal(cancelled.status, 200)
    assert.equal(cancelled.body.status, 'cancelled')
    assert.equal((await customer.get(`/api/packages/${pkg.number}`)).body.status, 'received')

    const again = await customer.post(`/api/shipments/${shipment.body.number}/cancel`)
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      'This shipment cannot go from “cancelled” to “cancelled”'
    )
  })

  test('ten ship requests at once for one package: exactly one shipment', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        customer.post('/api/shipments', {
          packageNumbers: [pkg.number],
          service: ECONOMY,
          address: destination,
        })
      )
    )
    const statuses = responses.map((response) => response.status).sort()
    assert.deepEqual(statuses, [201, ...Array(9).fill(409)])
    assert.equal((await customer.get('/api/shipments')).headers.get('x-total-count'), '1')
  })
})
