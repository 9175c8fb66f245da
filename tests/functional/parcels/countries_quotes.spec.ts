import { test } from '@japa/runner'
import { plainText } from '#tests/helpers/text'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { BULKY_BOX_TO_BERLIN } from '#tests/helpers/quotes'

const parcel = BULKY_BOX_TO_BERLIN

test.group('Countries and quotes (public)', (group) => {
  isolateEachTest(group)

  test('countries: 200+ ISO codes, named in the request language', async ({ assert }) => {
    const visitor = new BrowserAgent()
    const english = await visitor.get('/api/countries')
    assert.equal(english.status, 200)
    assert.isAbove(english.body.length, 200)
    assert.deepInclude(english.body, { code: 'DE', name: 'Germany' })

    const spanish = await visitor.get('/api/countries', { 'accept-language': 'es' })
    assert.deepInclude(spanish.body, { code: 'DE', name: 'Alemania' })
    const arabic = await visitor.get('/api/countries', { 'accept-language': 'ar' })
    assert.deepInclude(arabic.body, { code: 'DE', name: 'ألمانيا' })
    assert.isNull(english.headers.get('set-cookie'), 'a public list starts no session')
  })

  test('a quote in the contract shape: dimensional weight wins for a light, bulky box', async ({
    assert,
  }) => {
    const response = await new BrowserAgent().post('/api/quotes', parcel)
    assert.equal(response.status, 200)
    assert.isNull(response.headers.get('set-cookie'))
    // 20 × 16 × 12 / 139 = 27.6 → 28 lb, against 2 lb on the scale.
    assert.include(response.body, {
      actualWeightLb: 2,
      dimensionalWeightLb: 28,
      billableWeightLb: 28,
    })
    assert.isAbove(response.body.quotes.length, 0)
    for (const quote of response.body.quotes) {
      assert.sameMembers(Object.keys(quote), [
        'service',
        'name',
        'priceCents',
        'retailPriceCents',
        'transitDays',
      ])
      assert.isBelow(quote.priceCents, quote.retailPriceCents)
    }
    assert.deepInclude(response.body.unavailable, { service: 'other', reason: 'manual_quote' })
  })

  test('one service only when asked', async ({ assert }) => {
    const response = await new BrowserAgent().post('/api/quotes', {
      ...parcel,
      service: 'fedex_international_economy',
    })
    assert.equal(response.status, 200)
    assert.deepEqual(
      response.body.quotes.map((quote: { service: string }) => quote.service),
      ['fedex_international_economy']
    )
  })

  test('carrier limits are a 422 with a translated message', async ({ assert }) => {
    const visitor = new BrowserAgent()
    const long = await visitor.post('/api/quotes', {
      ...parcel,
      lengthIn: 110,
      widthIn: 4,
      heightIn: 4,
    })
    assert.equal(long.status, 422)
    assert.deepEqual(long.body.errors, [
      { message: 'The longest side is 110 in; carriers accept at most 108 in', field: 'lengthIn' },
    ])

    const girth = await visitor.post(
      '/api/quotes',
      { ...parcel, lengthIn: 60, widthIn: 20, heightIn: 20 },
      { 'accept-language': 'es' }
    )
    assert.equal(girth.status, 422)
    assert.equal(
      girth.body.errors[0].message,
      'El largo más el contorno suma 140 in; los transportistas aceptan como máximo 130 in'
    )
  })

  test('bad input is a 422 per field, translated', async ({ assert }) => {
    const response = await new BrowserAgent().post(
      '/api/quotes',
      { ...parcel, weightLb: 151, country: 'ZZ', postalCode: '' },
      { 'accept-language': 'ar' }
    )
    assert.equal(response.status, 422)
    const byField = Object.fromEntries(
      response.body.errors.map((e: { field: string; message: string }) => [
        e.field,
        plainText(e.message),
      ])
    )
    assert.equal(byField.weightLb, 'يجب ألا يزيد الوزن عن 150')
    assert.equal(byField.country, 'يرجى اختيار بلد من القائمة')
    assert.property(byField, 'postalCode')
  })
})
