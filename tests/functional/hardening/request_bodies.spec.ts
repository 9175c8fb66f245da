import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { destination } from '#tests/functional/parcels/helpers'

test.group('Request bodies', (group) => {
  isolateEachTest(group)

  test('JSON strings are trimmed and a blank one counts as not given, at any depth', async ({
    assert,
  }) => {
    const { agent: customer } = await signedIn('customer')

    const saved = await customer.post('/api/addresses', {
      ...destination,
      label: '   ',
      state: '',
      city: '  Madrid  ',
    })
    assert.equal(saved.status, 201)
    assert.include(saved.body, { label: null, state: null, city: 'Madrid' })

    const blankStreet = await customer.post('/api/shipments', {
      packageNumbers: ['SG-000000'],
      service: 'fedex_international_economy',
      address: { ...destination, street: '   ' },
    })
    assert.equal(blankStreet.status, 422)
    assert.deepInclude(
      blankStreet.body.errors.map(({ field, rule }: { field: string; rule: string }) => ({
        field,
        rule,
      })),
      { field: 'address.street', rule: 'required' }
    )
  })

  test('a route that takes a body still refuses malformed JSON', async ({ assert }) => {
    const malformed = await fetch(new URL('/api/quotes', process.env.APP_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: '{"weightLb": 2,',
    })
    assert.equal(malformed.status, 400)
    assert.isNotEmpty((await malformed.json()).errors)
  })
})
