import { test } from '@japa/runner'
import { plainText } from '#tests/helpers/text'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { staffAndCustomer } from '#tests/helpers/auth'
import { quote } from '#services/parcels/rating'
import { ECONOMY, abayas, receive } from '#tests/functional/parcels/helpers'

const toGermany = {
  weightLb: 4,
  lengthIn: 12,
  widthIn: 10,
  heightIn: 6,
  country: 'DE',
  postalCode: '10115',
}

type PricedQuote = {
  service: string
  priceCents: number
  landedCost: Record<string, number | null>
}

test.group('Landed cost on quotes', (group) => {
  isolateEachTest(group)

  test('a declared value and category add duties and taxes to every priced service', async ({
    assert,
  }) => {
    const response = await new BrowserAgent().post('/api/quotes', {
      ...toGermany,
      declaredValueCents: 20_000,
      category: 'clothing_shoes',
    })
    assert.equal(response.status, 200)
    assert.deepInclude(response.body.dutiesAndTaxes, {
      country: 'DE',
      estimate: false,
      dutyRatePercent: 12,
      taxRatePercent: 19,
      // The duty relief up to EUR 150 ended on 1 July 2026.
      deMinimisCents: 0,
      taxBase: 'goods_shipping_duty',
      note: 'due',
    })
    assert.isAbove(response.body.quotes.length, 1)
    for (const offer of response.body.quotes as PricedQuote[]) {
      // Duty 12% of goods + shipping; VAT 19% of goods + shipping + duty (half up).
      const duty = Math.round(0.12 * (20_000 + offer.priceCents))
      const vat = Math.round(0.19 * (20_000 + offer.priceCents + duty))
      assert.deepEqual(offer.landedCost, {
        shippingCents: offer.priceCents,
        dutiesCents: duty,
        taxesCents: vat,
        totalCents: offer.priceCents + duty + vat,
      })
    }
  })

  test('without a declared value the answer stays shipping only', async ({ assert }) => {
    const response = await new BrowserAgent().post('/api/quotes', {
      ...toGermany,
      category: 'books',
    })
    assert.equal(response.status, 200)
    assert.notProperty(response.body, 'dutiesAndTaxes')
    assert.notProperty(response.body.quotes[0], 'landedCost')
  })

  test('a destination without rules gets the typical range, marked as an estimate', async ({
    assert,
  }) => {
    const response = await new BrowserAgent().post('/api/quotes', {
      ...toGermany,
      country: 'BO',
      postalCode: 'LPB',
      declaredValueCents: 10_000,
    })
    assert.equal(response.status, 200)
    assert.include(response.body.dutiesAndTaxes, { estimate: true, note: 'estimate' })
    const [first] = response.body.quotes as PricedQuote[]
    assert.deepInclude(first.landedCost, {
      totalCents: null,
      estimateCents: { minCents: first.priceCents + 1_000, maxCents: first.priceCents + 3_000 },
    })
  })

  test('a bad value or category is a 422 per field, in the request language', async ({
    assert,
  }) => {
    const visitor = new BrowserAgent()
    const english = await visitor.post('/api/quotes', {
      ...toGermany,
      declaredValueCents: 12.5,
      category: 'weapons',
    })
    assert.equal(english.status, 422)
    const byField = (body: { errors: { field: string; message: string }[] }) =>
      Object.fromEntries(body.errors.map((error) => [error.field, plainText(error.message)]))
    assert.deepEqual(byField(english.body), {
      declaredValueCents: 'Enter the declared value in whole cents',
      category:
        'Choose a category: electronics, clothing and shoes, cosmetics, books, toys, jewellery and watches, food supplements or other',
    })

    const spanish = await visitor.post(
      '/api/quotes',
      { ...toGermany, declaredValueCents: -1 },
      { 'accept-language': 'es' }
    )
    assert.equal(
      byField(spanish.body).declaredValueCents,
      'El valor declarado no puede ser negativo'
    )
    const arabic = await visitor.post(
      '/api/quotes',
      { ...toGermany, declaredValueCents: 10_000_001 },
      { 'accept-language': 'ar' }
    )
    assert.equal(
      byField(arabic.body).declaredValueCents,
      'لا يمكن أن تتجاوز القيمة المصرّح بها 100,000 دولار'
    )
  })
})

test.group('Landed cost of a ship request', (group) => {
  isolateEachTest(group)

  test('the declaration lines, each with its category, price the duties of every service', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const box = { weightLb: 3, lengthIn: 12, widthIn: 10, heightIn: 6 }
    const pkg = await receive(staff, user.customerId!, box)
    const to = { country: 'SA', postalCode: '12211' }

    // Not declared yet: shipping only.
    const before = await customer.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      ...to,
    })
    assert.equal(before.status, 200)
    assert.notProperty(before.body, 'dutiesAndTaxes')

    const declared = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        abayas,
        {
          description: 'Novel',
          quantity: 1,
          unitValueCents: 10_000,
          hsCode: '490199',
          originCountry: 'US',
        },
      ],
    })
    assert.equal(declared.status, 200)
    assert.equal(declared.body.customsLines[1].category, 'other')

    const response = await customer.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      ...to,
    })
    assert.equal(response.status, 200)
    // $300 of clothing at 12% and $100 of "other" at 5%: $41 on $400 of goods, 10.25%.
    assert.deepInclude(response.body.dutiesAndTaxes, {
      country: 'SA',
      dutyRatePercent: 10.25,
      taxRatePercent: 15,
      note: 'due',
    })
    const economy = (response.body.quotes as PricedQuote[]).find((q) => q.service === ECONOMY)!
    const shipping = quote({ ...box, ...to, service: ECONOMY }).quotes[0].priceCents
    // Duty on goods + shipping at the weighted rate; VAT 15% on goods + shipping + duty.
    const duty = Math.round((4_100 * (40_000 + shipping)) / 40_000)
    const vat = Math.round(0.15 * (40_000 + shipping + duty))
    assert.deepEqual(economy.landedCost, {
      shippingCents: shipping,
      dutiesCents: duty,
      taxesCents: vat,
      totalCents: shipping + duty + vat,
    })

    // A value and category typed at the ship request stand in for the declaration.
    const typed = await customer.post('/api/shipments/quote', {
      packageNumbers: [pkg.number],
      ...to,
      declaredValueCents: 10_000,
      category: 'electronics',
    })
    assert.include(typed.body.dutiesAndTaxes, { dutyRatePercent: 5 })
  })
})
