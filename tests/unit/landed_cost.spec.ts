import { test } from '@japa/runner'
import {
  assessGoods,
  DUTY_RULE_COUNTRIES,
  landedCost,
  withLandedCost,
  type DeclaredGoods,
} from '#services/parcels/landed_cost'
import { WORLD_CUSTOMERS } from '#database/seeders/world_customers_seeder'

/*
 * Worked by hand from api/config/shipping/duties/. Amounts in US cents; "CIF" is goods + shipping.
 * If the rules change, these figures change with them: that is the point.
 */
function cost(country: string, goods: DeclaredGoods[], shippingCents: number) {
  const assessment = assessGoods(country, goods)
  return { ...landedCost(assessment, shippingCents), note: assessment.summary.note }
}

const clothing = (valueCents: number): DeclaredGoods => ({ valueCents, category: 'clothing_shoes' })
const electronics = (valueCents: number): DeclaredGoods => ({ valueCents, category: 'electronics' })

test.group('Landed cost | worked examples', () => {
  test('EU (Germany): duty on goods + shipping, VAT on goods + shipping + duty', ({ assert }) => {
    // $200 of clothing, $50 shipping: duty 12% × $250 = $30; VAT 19% × $280 = $53.20.
    assert.deepEqual(cost('DE', [clothing(20_000)], 5_000), {
      shippingCents: 5_000,
      dutiesCents: 3_000,
      taxesCents: 5_320,
      totalCents: 13_320,
      note: 'due',
    })
  })

  test('EU (France): no de minimis for VAT, duty relief up to EUR 150', ({ assert }) => {
    // $100 of electronics is under the $160 duty relief; VAT 20% × ($100 + $30) = $26 all the same.
    assert.deepEqual(cost('FR', [electronics(10_000)], 3_000), {
      shippingCents: 3_000,
      dutiesCents: 0,
      taxesCents: 2_600,
      totalCents: 5_600,
      note: 'duty_below_de_minimis',
    })
  })

  test('EU: lines of several categories share the shipping by value', ({ assert }) => {
    // $100 clothing (12%) + $100 books (0%), $50 shipping: duty 6% × $250 = $15;
    // VAT 19% × ($200 + $50 + $15) = $50.35.
    const goods: DeclaredGoods[] = [clothing(10_000), { valueCents: 10_000, category: 'books' }]
    assert.deepInclude(cost('DE', goods, 5_000), {
      dutiesCents: 1_500,
      taxesCents: 5_035,
      totalCents: 11_535,
    })
    assert.equal(assessGoods('DE', goods).summary.dutyRatePercent, 6)
  })

  test('UK: VAT always, duty above GBP 135', ({ assert }) => {
    // $250 of clothing, $40 shipping: duty 12% × $290 = $34.80; VAT 20% × $324.80 = $64.96.
    assert.deepEqual(cost('GB', [clothing(25_000)], 4_000), {
      shippingCents: 4_000,
      dutiesCents: 3_480,
      taxesCents: 6_496,
      totalCents: 13_976,
      note: 'due',
    })
    // $100 of toys: no duty, VAT 20% × ($100 + $20) = $24.
    assert.deepInclude(cost('GB', [{ valueCents: 10_000, category: 'toys' }], 2_000), {
      dutiesCents: 0,
      taxesCents: 2_400,
      note: 'duty_below_de_minimis',
    })
  })

  test('Canada: duty on the goods alone, GST on goods + duty, CUSMA thresholds', ({ assert }) => {
    // $200 of clothing, $45 shipping: duty 18% × $200 = $36; GST 5% × $236 = $11.80.
    assert.deepEqual(cost('CA', [clothing(20_000)], 4_500), {
      shippingCents: 4_500,
      dutiesCents: 3_600,
      taxesCents: 1_180,
      totalCents: 9_280,
      note: 'due',
    })
    // $80 is under CAD 150 for duty, not under CAD 40 for GST: 5% × $80 = $4.
    assert.deepInclude(cost('CA', [clothing(8_000)], 4_500), {
      dutiesCents: 0,
      taxesCents: 400,
      note: 'duty_below_de_minimis',
    })
    // $25 is under both.
    assert.deepInclude(cost('CA', [clothing(2_500)], 4_500), {
      dutiesCents: 0,
      taxesCents: 0,
      totalCents: 4_500,
      note: 'below_de_minimis',
    })
  })

  test('Australia: duty on goods above AUD 1,000, GST collected on every parcel', ({ assert }) => {
    // $800 of electronics, $60 shipping: duty 5% × $800 = $40; GST 10% × ($800 + $60 + $40) = $90.
    assert.deepEqual(cost('AU', [electronics(80_000)], 6_000), {
      shippingCents: 6_000,
      dutiesCents: 4_000,
      taxesCents: 9_000,
      totalCents: 19_000,
      note: 'due',
    })
    // $300 is under AUD 1,000: GST 10% × ($300 + $30) = $33 only.
    assert.deepInclude(cost('AU', [clothing(30_000)], 3_000), {
      dutiesCents: 0,
      taxesCents: 3_300,
    })
  })

  test('Saudi Arabia: duty above SAR 1,000 on CIF, VAT 15% on CIF + duty', ({ assert }) => {
    // $300 of clothing, $40 shipping: duty 12% × $340 = $40.80; VAT 15% × $380.80 = $57.12.
    assert.deepEqual(cost('SA', [clothing(30_000)], 4_000), {
      shippingCents: 4_000,
      dutiesCents: 4_080,
      taxesCents: 5_712,
      totalCents: 13_792,
      note: 'due',
    })
    // $200 of electronics: no duty, VAT 15% × ($200 + $35) = $35.25.
    assert.deepInclude(cost('SA', [electronics(20_000)], 3_500), {
      dutiesCents: 0,
      taxesCents: 3_525,
    })
  })

  test('Mexico: USMCA thresholds, USD 117 for duty and USD 50 for IVA', ({ assert }) => {
    // $150 of electronics, $25 shipping: duty 15% × $175 = $26.25; IVA 16% × $201.25 = $32.20.
    assert.deepEqual(cost('MX', [electronics(15_000)], 2_500), {
      shippingCents: 2_500,
      dutiesCents: 2_625,
      taxesCents: 3_220,
      totalCents: 8_345,
      note: 'due',
    })
    // $100: no duty, IVA 16% × $125 = $20.
    assert.deepInclude(cost('MX', [electronics(10_000)], 2_500), {
      dutiesCents: 0,
      taxesCents: 2_000,
    })
    // $40: neither.
    assert.deepInclude(cost('MX', [electronics(4_000)], 2_500), {
      totalCents: 2_500,
      note: 'below_de_minimis',
    })
  })

  test('a country without rules answers with the typical 10–30% range, as an estimate', ({
    assert,
  }) => {
    const assessment = assessGoods('BO', [electronics(10_000)])
    assert.include(assessment.summary, { estimate: true, note: 'estimate', dutyRatePercent: null })
    assert.deepEqual(assessment.summary.estimateRangePercent, { min: 10, max: 30 })
    assert.deepEqual(landedCost(assessment, 3_000), {
      shippingCents: 3_000,
      dutiesCents: null,
      taxesCents: null,
      totalCents: null,
      estimateCents: { minCents: 4_000, maxCents: 6_000 },
    })
  })

  test('within the United States nothing is due', ({ assert }) => {
    assert.deepInclude(cost('US', [electronics(50_000)], 1_500), {
      totalCents: 1_500,
      note: 'domestic',
    })
  })
})

test.group('Landed cost | coverage and shape', () => {
  test('every country a demo customer lives in has rules of its own', ({ assert }) => {
    const countries = new Set(WORLD_CUSTOMERS.map((person) => person[2]))
    for (const country of countries) assert.include(DUTY_RULE_COUNTRIES, country)
  })

  test('so do the 30 largest destinations', ({ assert }) => {
    const largest = ['CA', 'MX', 'GB', 'AU', 'DE', 'JP', 'FR', 'CN', 'KR', 'BR', 'IN', 'IL']
    largest.push('SA', 'AE', 'NL', 'IT', 'ES', 'SG', 'HK', 'TW', 'CH', 'SE', 'NZ', 'NO', 'IE')
    largest.push('PH', 'MY', 'TH', 'KW', 'QA')
    assert.lengthOf(largest, 30)
    for (const country of largest) assert.include(DUTY_RULE_COUNTRIES, country)
  })

  test('the rates, thresholds and source come with the quote', ({ assert }) => {
    const result = withLandedCost({ quotes: [{ service: 'x', priceCents: 5_000 }] }, 'DE', [
      clothing(20_000),
    ])
    assert.deepInclude(result.dutiesAndTaxes!, {
      country: 'DE',
      estimate: false,
      dutyRatePercent: 12,
      taxRatePercent: 19,
      taxName: 'VAT',
      deMinimisCents: 16_000,
      taxDeMinimisCents: 0,
      taxBase: 'goods_shipping_duty',
      note: 'due',
    })
    assert.match(result.dutiesAndTaxes!.source, /European Commission/)
    assert.equal(result.quotes[0].landedCost!.totalCents, 13_320)
  })

  test('without declared goods the quote stays shipping only', ({ assert }) => {
    const result = withLandedCost({ quotes: [{ priceCents: 5_000 }] }, 'DE', [])
    assert.notProperty(result, 'dutiesAndTaxes')
    assert.notProperty(result.quotes[0], 'landedCost')
  })
})
