import { test } from '@japa/runner'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { staffAndCustomer } from '#tests/helpers/auth'
import { quote } from '#services/parcels/rating'
import { ECONOMY, destination, receive, sneakers } from '#tests/functional/parcels/helpers'

const toSpain = { country: 'ES', postalCode: '28014' }
/** A pair of boots in a retailer's oversized box: 2 lb, billed as 28 lb. */
const bulky = { weightLb: 2, lengthIn: 20, widthIn: 16, heightIn: 12 }
/** The standard box half its volume fits in. */
const extraLarge = { weightLb: 2, lengthIn: 18, widthIn: 14, heightIn: 12 }

test.group('Repacking advice', (group) => {
  isolateEachTest(group)

  test('a quote billed on dimensional weight names the box, its price and the saving', async ({
    assert,
  }) => {
    const response = await new BrowserAgent().post('/api/quotes', { ...bulky, ...toSpain })
    assert.equal(response.status, 200)
    const { repack } = response.body
    assert.equal(repack.reason, 'dimensional_weight')
    assert.deepEqual(repack.box, {
      id: 'extra_large',
      lengthIn: 18,
      widthIn: 14,
      heightIn: 12,
      maxWeightLb: 70,
    })
    const boxed = quote({ ...extraLarge, ...toSpain, service: ECONOMY }).quotes[0]
    const now = quote({ ...bulky, ...toSpain, service: ECONOMY }).quotes[0]
    assert.deepInclude(repack.quotes, {
      service: ECONOMY,
      priceCents: boxed.priceCents,
      savedCents: now.priceCents - boxed.priceCents,
    })

    const dense = await new BrowserAgent().post('/api/quotes', {
      weightLb: 30,
      lengthIn: 10,
      widthIn: 8,
      heightIn: 6,
      ...toSpain,
    })
    assert.isNull(dense.body.repack)
  })

  test('a ship request repacked saves what the quote said; staff see the box', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!, bulky)
    await customer.put(`/api/packages/${pkg.number}/declaration`, { lines: sneakers })

    const prices = await customer.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      ...toSpain,
    })
    const offer = prices.body.repack.quotes.find(
      (candidate: { service: string }) => candidate.service === ECONOMY
    )
    assert.equal(prices.body.repack.box.id, 'extra_large')
    assert.isAbove(offer.savedCents, 0)

    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
      repack: true,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.estimatedPriceCents, offer.priceCents)
    assert.deepEqual(requested.body.repack, {
      box: 'extra_large',
      lengthIn: 18,
      widthIn: 14,
      heightIn: 12,
      savedCents: offer.savedCents,
    })

    const packing = await staff.get(`/api/admin/shipments/${requested.body.number}`)
    assert.equal(packing.body.repack.box, 'extra_large')
  })

  test('asking to repack what it would not make cheaper is refused, with its reason', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const dense = { weightLb: 20, lengthIn: 10, widthIn: 8, heightIn: 6 }
    const pkg = await receive(staff, user.customerId!, dense)
    await customer.put(`/api/packages/${pkg.number}/declaration`, { lines: sneakers })
    const refused = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
      repack: true,
    })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.body.errors, [
      {
        field: 'repack',
        message: 'Repacking would not save anything for these packages with this service',
      },
    ])
  })
})
