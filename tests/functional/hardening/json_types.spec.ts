import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import WalletTransaction from '#models/wallet_transaction'
import { signedIn } from '#tests/helpers/auth'

/*
 * Numbers in a JSON body are JSON numbers: a boolean or a numeric string is refused with a 422
 * naming the field, and nothing is written. A body is an object: an array of fields is no body.
 */
test.group('Strict JSON types', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  for (const amountCents of [true, '7', '1e3', null, [5], { cents: 5 }]) {
    test(`a withdrawal of ${JSON.stringify(amountCents)} is refused, naming amountCents`, async ({
      assert,
    }) => {
      const { agent } = await signedIn()
      const response = await agent.post('/api/wallet/withdrawals', { amountCents })
      assert.equal(response.status, 422)
      assert.equal(response.body.errors[0].field, 'amountCents')
      assert.lengthOf(await WalletTransaction.all(), 0)
    })
  }

  test('a quote with its weight as text is refused, naming the weight', async ({ assert }) => {
    const { agent } = await signedIn()
    const response = await agent.post('/api/quotes', {
      country: 'MX',
      postalCode: '06600',
      weightLb: '2',
      lengthIn: 10,
      widthIn: 8,
      heightIn: 4,
    })
    assert.equal(response.status, 422)
    assert.deepInclude(
      response.body.errors.map((error: { field: string }) => error.field),
      'weightLb'
    )
  })

  test('a profile or preferences sent as an array is refused', async ({ assert }) => {
    const { agent } = await signedIn()
    for (const path of ['/api/settings/profile', '/api/settings/notifications']) {
      const response = await agent.put(path, [])
      assert.equal(response.status, 422, path)
    }
  })
})
