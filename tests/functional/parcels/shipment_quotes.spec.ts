import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { consolidationSavings, quote } from '#services/parcels/rating'
import {
  ECONOMY,
  destination,
  JPEG,
  receive,
  parcel,
  THREE_BOXES,
} from '#tests/functional/parcels/helpers'
import drive from '@adonisjs/drive/services/main'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

test.group('Prices of a ship request before it is made', (group) => {
  isolateEachTest(group)

  test('every service for the consolidated box, each with its saving against shipping alone', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const packages = []
    // Not declared yet: a customer compares prices before filling in customs.
    for (const box of THREE_BOXES) packages.push(await receive(staff, user.customerId!, box))

    const response = await customer.post('/api/shipments/quote', {
      packageNumbers: packages.map((pkg) => pkg.number.toLowerCase()),
      country: 'es',
      postalCode: '28014',
    })
    assert.equal(response.status, 200)
    // One box of their total weight and volume, as long as the longest item and square in section.
    const box = { weightLb: 10.3, lengthIn: 18, widthIn: 11.1, heightIn: 11.1 }
    const to = { country: 'ES', postalCode: '28014', service: ECONOMY } as const
    const { actualWeightLb, dimensionalWeightLb, billableWeightLb } = quote({ ...box, ...to })
    assert.deepEqual(response.body.parcel, {
      ...box,
      // The smallest of the warehouse's standard boxes that holds it.
      box: { id: 'extra_large', lengthIn: 18, widthIn: 14, heightIn: 12, maxWeightLb: 70 },
      actualWeightLb,
      dimensionalWeightLb,
      billableWeightLb,
    })

    const together = quote({ ...box, ...to }).quotes[0]
    const savings = consolidationSavings(
      THREE_BOXES.map((alone) => quote({ ...alone, ...to }).quotes[0]),
      together
    )
    const economy = response.body.quotes.find(
      (offer: { service: string }) => offer.service === ECONOMY
    )
    assert.deepEqual(economy, {
      ...together,
      separateCents: savings.separateCents,
      savedCents: savings.savedCents,
      // What the request's invoice would total: the shipping, and no storage fee due yet.
      totalCents: together.priceCents,
    })
    assert.equal(response.body.storageFeeCents, 0)
    assert.isAbove(economy.savedCents, 0)
    assert.isAbove(response.body.quotes.length, 1)

    // The same numbers as the ship request itself then records.
    for (const pkg of packages) {
      await customer.put(`/api/packages/${pkg.number}/declaration`, {
        lines: [
          {
            description: 'Books',
            quantity: 1,
            unitValueCents: 2000,
            hsCode: '490199',
            originCountry: 'US',
          },
        ],
      })
    }
    const requested = await customer.post('/api/shipments', {
      packageNumbers: packages.map((pkg) => pkg.number),
      service: ECONOMY,
      address: destination,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.estimatedPriceCents, economy.priceCents)
    assert.equal(requested.body.savings.savedCents, economy.savedCents)
  })

  test('someone else’s package is not found; a package already in a request is refused', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')
    const pkg = await receive(staff, user.customerId!)

    const other = await stranger.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      country: 'ES',
      postalCode: '28014',
    })
    assert.equal(other.status, 404)
    assert.deepEqual(other.body.errors, [{ message: 'Package not found', field: 'packageNumbers' }])

    await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'Books',
          quantity: 1,
          unitValueCents: 2000,
          hsCode: '490199',
          originCountry: 'US',
        },
      ],
    })
    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: 'fedex_international_economy',
      address: destination,
    })
    assert.equal(requested.status, 201)
    const again = await customer.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      country: 'ES',
      postalCode: '28014',
    })
    assert.equal(again.status, 409)
    assert.equal(again.body.errors[0].message, `Package ${pkg.number} is not in storage`)

    const invalid = await customer.post('/api/shipments/quote', {
      packageNumbers: [],
      country: 'XX',
      postalCode: '',
    })
    assert.equal(invalid.status, 422)
    assert.sameMembers(
      invalid.body.errors.map((error: { field: string }) => error.field),
      ['packageNumbers', 'country', 'postalCode']
    )
  })

  test('the customer’s list shows each package’s photos, for thumbnails', async ({
    assert,
    cleanup,
  }) => {
    drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const { staff, user, customer } = await staffAndCustomer()
    const pictured = await staff.upload(
      '/api/admin/packages',
      { suite: user.customerId!, ...parcel() },
      [{ name: 'label.jpg', bytes: JPEG, type: 'image/jpeg' }]
    )
    assert.equal(pictured.status, 201)
    const plain = await receive(staff, user.customerId!)

    const list = await customer.get('/api/packages')
    const photosOf = (number: string) =>
      list.body.find((row: { number: string }) => row.number === number).photos
    assert.deepEqual(
      photosOf(pictured.body.number),
      pictured.body.photos.map(({ thumbnailUrl }: { thumbnailUrl: string }) => ({ thumbnailUrl }))
    )
    assert.deepEqual(photosOf(plain.number), [])
  })
})
