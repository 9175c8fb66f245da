import { test } from '@japa/runner'
import { quoteValidator } from '#validators/quote'
import { BULKY_BOX_TO_BERLIN } from '#tests/helpers/quotes'

const valid = BULKY_BOX_TO_BERLIN

async function failedRules(data: Record<string, unknown>): Promise<string[]> {
  const [error] = await quoteValidator.tryValidate(data)
  return (error?.messages ?? []).map((m: { field: string; rule: string }) => `${m.field}:${m.rule}`)
}

test.group('Quote validator', () => {
  test('accepts a quote request and tidies the country code', async ({ assert }) => {
    const request = await quoteValidator.validate({
      ...valid,
      country: ' de ',
      service: 'fedex_international_economy',
    })
    assert.deepEqual(request, { ...valid, service: 'fedex_international_economy' })
  })

  test('refuses a weight over 150 lb, a zero side, an unknown country, an empty postal code, an unknown service', async ({
    assert,
  }) => {
    const rules = await failedRules({
      ...valid,
      weightLb: 150.5,
      lengthIn: 0,
      country: 'ZZ',
      postalCode: '',
      service: 'ups_ground',
    })
    assert.deepEqual(rules, [
      'weightLb:max',
      'lengthIn:positive',
      'country:countryCode',
      // Blank is not given (VineJS reads an empty string as null), as a form sends it.
      'postalCode:required',
      'service:enum',
    ])
  })

  test('accepts exactly 150 lb and refuses a 13-character postal code', async ({ assert }) => {
    assert.deepEqual(await failedRules({ ...valid, weightLb: 150 }), [])
    assert.deepEqual(await failedRules({ ...valid, postalCode: '1234567890123' }), [
      'postalCode:maxLength',
    ])
  })
})
