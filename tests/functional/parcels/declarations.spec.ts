import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

test.group('Customs declarations', (group) => {
  isolateEachTest(group)

  test('the declared value is the sum of the lines; the lines come back in order', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!, { sender: 'Sephora' })

    const response = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'Hydrating face cream',
          quantity: 2,
          unitValueCents: 3800,
          hsCode: '3304.99',
          originCountry: 'fr',
          category: 'cosmetics',
        },
        { description: 'Lipstick', quantity: 3, unitValueCents: 2400, originCountry: 'US' },
      ],
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.declaredValueCents, 2 * 3800 + 3 * 2400)
    assert.isFalse(response.body.hasProhibitedItems)
    assert.isNotNull(response.body.declaredAt)
    assert.deepEqual(response.body.customsLines, [
      {
        description: 'Hydrating face cream',
        quantity: 2,
        unitValueCents: 3800,
        hsCode: '3304.99',
        originCountry: 'FR',
        category: 'cosmetics',
        prohibitedCategory: null,
      },
      {
        description: 'Lipstick',
        quantity: 3,
        unitValueCents: 2400,
        hsCode: null,
        originCountry: 'US',
        category: 'other',
        prohibitedCategory: null,
      },
    ])

    // A new declaration replaces the old one.
    const again = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [{ description: 'Lipstick', quantity: 1, unitValueCents: 2400, originCountry: 'US' }],
    })
    assert.equal(again.body.declaredValueCents, 2400)
    assert.lengthOf(again.body.customsLines, 1)
  })

  test('prohibited items are flagged, in any of our languages, by whole words', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!)

    const response = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        { description: 'Cashmere sweater', quantity: 1, unitValueCents: 9900, originCountry: 'CN' },
        {
          description: 'Fuegos artificiales',
          quantity: 1,
          unitValueCents: 1500,
          originCountry: 'CN',
        },
        {
          description: 'Lithium-free LED Vape pen',
          quantity: 1,
          unitValueCents: 2500,
          originCountry: 'CN',
        },
      ],
    })
    assert.equal(response.status, 200)
    assert.isTrue(response.body.hasProhibitedItems)
    assert.deepEqual(
      response.body.customsLines.map(
        (line: { prohibitedCategory: string | null }) => line.prohibitedCategory
      ),
      [null, 'ammunition_explosives', 'vapes_tobacco']
    )
  })

  test('bad lines are 422s per field; another customer’s package is a 404', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')
    const pkg = await receive(staff, user.customerId!)

    const invalid = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'T-shirt',
          quantity: 0,
          unitValueCents: 12.5,
          hsCode: 'abc',
          originCountry: 'XX',
        },
      ],
    })
    assert.equal(invalid.status, 422)
    assert.sameMembers(
      invalid.body.errors.map((error: { field: string }) => error.field),
      ['lines.0.quantity', 'lines.0.unitValueCents', 'lines.0.hsCode', 'lines.0.originCountry']
    )
    const empty = await customer.put(`/api/packages/${pkg.number}/declaration`, { lines: [] })
    assert.equal(empty.status, 422)
    assert.equal(empty.body.errors[0].message, 'Items must have at least 1 item')

    const other = await stranger.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [{ description: 'T-shirt', quantity: 1, unitValueCents: 1500, originCountry: 'US' }],
    })
    assert.equal(other.status, 404)
    assert.equal(other.body.errors[0].message, 'Package not found')
  })
})
