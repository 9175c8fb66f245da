import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  assessGoods,
  compileDutyRules,
  DUTY_RULE_COUNTRIES,
  landedCost,
  rulesInForce,
  withLandedCost,
  type DeclaredGoods,
} from '#services/parcels/landed_cost'
import { WORLD_CUSTOMERS } from '#database/seeders/world_customers_seeder'
import euRules from '../../api/config/shipping/duties/eu.json' with { type: 'json' }

/*
 * Worked by hand from api/config/shipping/duties/. Amounts in US cents; "CIF" is goods + shipping.
 * If the rules change, these figures change with them: that is the point. A test of a rule that
 * has since changed names the day it was in force; the others use today's rules.
 */
function cost(country: string, goods: DeclaredGoods[], shippingCents: number, on?: string) {
  const assessment = assessGoods(country, goods, on)
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

  test('EU (France) until 30 June 2026: no de minimis for VAT, duty relief up to EUR 150', ({
    assert,
  }) => {
    // $100 of electronics is under the $160 duty relief; VAT 20% × ($100 + $30) = $26 all the same.
    assert.deepEqual(cost('FR', [electronics(10_000)], 3_000, '2026-06-30'), {
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

  test('Mexico until 14 August 2025: USMCA thresholds, USD 117 for duty and USD 50 for IVA', ({
    assert,
  }) => {
    const before = '2025-08-14'
    // $150 of electronics, $25 shipping: duty 15% × $175 = $26.25; IVA 16% × $201.25 = $32.20.
    assert.deepEqual(cost('MX', [electronics(15_000)], 2_500, before), {
      shippingCents: 2_500,
      dutiesCents: 2_625,
      taxesCents: 3_220,
      totalCents: 8_345,
      note: 'due',
    })
    // $100: no duty, IVA 16% × $125 = $20.
    assert.deepInclude(cost('MX', [electronics(10_000)], 2_500, before), {
      dutiesCents: 0,
      taxesCents: 2_000,
    })
    // $40: neither.
    assert.deepInclude(cost('MX', [electronics(4_000)], 2_500, before), {
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

test.group('Landed cost | rules by date', () => {
  test('Germany: duty relief under EUR 150 until 30 June 2026, EUR 3 per item from 1 July', ({
    assert,
  }) => {
    // $100 of electronics, $20 shipping. On 30 June 2026: under the $160 relief, no duty;
    // VAT 19% × ($100 + $20) = $22.80.
    assert.deepEqual(cost('DE', [electronics(10_000)], 2_000, '2026-06-30'), {
      shippingCents: 2_000,
      dutiesCents: 0,
      taxesCents: 2_280,
      totalCents: 4_280,
      note: 'duty_below_de_minimis',
    })
    // On 1 July 2026: one item, EUR 3 = $3.20 of duty; VAT 19% × ($100 + $20 + $3.20) = $23.408,
    // $23.41.
    assert.deepEqual(cost('DE', [electronics(10_000)], 2_000, '2026-07-01'), {
      shippingCents: 2_000,
      dutiesCents: 320,
      taxesCents: 2_341,
      totalCents: 4_661,
      note: 'due',
    })
    assert.deepInclude(assessGoods('DE', [electronics(10_000)], '2026-07-01').summary, {
      dutyRatePercent: 0,
      flatDutyPerItemCents: 320,
      deMinimisCents: 0,
      estimate: false,
    })
  })

  test("EU: the Council's example, a silk blouse and two wool blouses are two items, EUR 6", ({
    assert,
  }) => {
    // HS 6206.10 (blouses of silk) $60 and 6206.20 (of wool) 2 × $30, $20 shipping: goods $120,
    // under EUR 150. Duty 2 × $3.20 = $6.40; VAT 19% × ($120 + $20 + $6.40) = $27.816, $27.82.
    const blouses: DeclaredGoods[] = [
      { valueCents: 6_000, category: 'clothing_shoes', hsCode: '620610' },
      { valueCents: 6_000, category: 'clothing_shoes', hsCode: '620620' },
    ]
    assert.deepEqual(cost('DE', blouses, 2_000, '2026-12-02'), {
      shippingCents: 2_000,
      dutiesCents: 640,
      taxesCents: 2_782,
      totalCents: 5_422,
      note: 'due',
    })
    // Two lines of the same subheading are one item; lines without a code count by category.
    const sameCode = blouses.map((line) => ({ ...line, hsCode: '620620' }))
    assert.include(cost('DE', sameCode, 2_000, '2026-12-02'), { dutiesCents: 320 })
    const uncoded: DeclaredGoods[] = [clothing(3_000), clothing(3_000), electronics(3_000)]
    assert.include(cost('DE', uncoded, 2_000, '2026-12-02'), { dutiesCents: 640 })
  })

  test('EU: from EUR 150 the tariff rate applies, with no relief, and after 1 July 2028 to all', ({
    assert,
  }) => {
    // $160 of electronics (EUR 150) in December 2026: 2% × ($160 + $20) = $3.60;
    // VAT 19% × $183.60 = $34.884, $34.88.
    assert.deepInclude(cost('DE', [electronics(16_000)], 2_000, '2026-12-02'), {
      dutiesCents: 360,
      taxesCents: 3_488,
      note: 'due',
    })
    // From 1 July 2028 the flat duty ends: $100 of electronics pays 2% × $120 = $2.40;
    // VAT 19% × $122.40 = $23.256, $23.26.
    assert.deepInclude(cost('DE', [electronics(10_000)], 2_000, '2028-07-01'), {
      dutiesCents: 240,
      taxesCents: 2_326,
    })
  })

  test('Mexico from 15 August 2025: exempt to USD 50, one 17% rate to USD 117, 19% above', ({
    assert,
  }) => {
    const on = '2025-08-15'
    // The issue's $100 of electronics, $25 shipping: one global rate of 17% on the goods' value,
    // covering duty and IVA: $17.00.
    assert.deepEqual(cost('MX', [electronics(10_000)], 2_500, on), {
      shippingCents: 2_500,
      dutiesCents: 0,
      taxesCents: 1_700,
      totalCents: 4_200,
      note: 'due',
    })
    assert.deepInclude(assessGoods('MX', [electronics(10_000)], on).summary, {
      taxRatePercent: 17,
      taxName: 'tasa global',
      taxBase: 'goods',
      deMinimisCents: 5_000,
      taxDeMinimisCents: 5_000,
    })
    // $50.00: nothing; $50.01: 17% = $8.50; $117.00: 17% = $19.89; $117.01: 19% = $22.23.
    assert.include(cost('MX', [electronics(5_000)], 2_500, on), {
      totalCents: 2_500,
      note: 'below_de_minimis',
    })
    assert.include(cost('MX', [electronics(5_001)], 2_500, on), { taxesCents: 850 })
    assert.include(cost('MX', [electronics(11_700)], 2_500, on), { taxesCents: 1_989 })
    assert.include(cost('MX', [electronics(11_701)], 2_500, on), { taxesCents: 2_223 })
    // $200 of clothing: 19% = $38, whatever the category.
    assert.deepInclude(cost('MX', [clothing(20_000)], 2_500, on), {
      dutiesCents: 0,
      taxesCents: 3_800,
    })
    assert.equal(assessGoods('MX', [clothing(20_000)], on).summary.taxRatePercent, 19)
  })

  test('Chile from 25 October 2025 (Ley 21.713): 19% IVA on every import, 6% duty above USD 500', ({
    assert,
  }) => {
    const on = '2025-10-25'
    // $100 of electronics, $20 shipping: no duty; IVA 19% × $120 = $22.80.
    assert.deepEqual(cost('CL', [electronics(10_000)], 2_000, on), {
      shippingCents: 2_000,
      dutiesCents: 0,
      taxesCents: 2_280,
      totalCents: 4_280,
      note: 'duty_below_de_minimis',
    })
    // $500 exactly: still no duty. $600: duty 6% × ($600 + $20) = $37.20;
    // IVA 19% × ($620 + $37.20) = $124.868, $124.87.
    assert.include(cost('CL', [electronics(50_000)], 2_000, on), { dutiesCents: 0 })
    assert.deepEqual(cost('CL', [electronics(60_000)], 2_000, on), {
      shippingCents: 2_000,
      dutiesCents: 3_720,
      taxesCents: 12_487,
      totalCents: 18_207,
      note: 'due',
    })
    // The day before, the earlier rule: no duty at any value, IVA 19% × $620 = $117.80.
    assert.include(cost('CL', [electronics(60_000)], 2_000, '2025-10-24'), {
      dutiesCents: 0,
      taxesCents: 11_780,
    })
  })

  test('the day is today unless given, as a Date, a DateTime or an ISO date or timestamp', ({
    assert,
  }) => {
    const goods = [electronics(10_000)]
    const now = new Date()
    assert.deepEqual(assessGoods('DE', goods), assessGoods('DE', goods, now))
    const summer = assessGoods('DE', goods, '2026-07-01').summary
    assert.deepEqual(assessGoods('DE', goods, new Date('2026-07-01T12:00:00Z')).summary, summer)
    assert.deepEqual(assessGoods('DE', goods, DateTime.utc(2026, 7, 1, 23, 59)).summary, summer)
    assert.deepEqual(assessGoods('DE', goods, '2026-07-01T08:30:00Z').summary, summer)
    assert.throws(() => assessGoods('DE', goods, 'soon'), /Not a day/)
  })

  test("before a country's first rule its figures are an estimate, and DDP cannot rely on them", ({
    assert,
  }) => {
    assert.isEmpty(rulesInForce('MX', '2024-12-31'))
    assert.include(assessGoods('MX', [electronics(10_000)], '2024-12-31').summary, {
      estimate: true,
      note: 'estimate',
    })
    assert.deepEqual(
      rulesInForce('MX', '2025-08-15').map((rule) => rule.effectiveFrom),
      ['2025-01-01', '2025-08-15']
    )
    assert.include(assessGoods('MX', [electronics(10_000)], '2025-08-15').summary, {
      estimate: false,
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
    const result = withLandedCost(
      { quotes: [{ service: 'x', priceCents: 5_000 }] },
      'DE',
      [clothing(20_000)],
      '2026-12-02'
    )
    assert.deepInclude(result.dutiesAndTaxes!, {
      country: 'DE',
      estimate: false,
      dutyRatePercent: 12,
      taxRatePercent: 19,
      taxName: 'VAT',
      deMinimisCents: 0,
      taxDeMinimisCents: 0,
      taxBase: 'goods_shipping_duty',
      flatDutyPerItemCents: null,
      note: 'due',
      rulesOn: '2026-12-02',
    })
    assert.match(result.dutiesAndTaxes!.source, /European Commission/)
    assert.deepEqual(
      result.dutiesAndTaxes!.rules.map((rule) => [rule.effectiveFrom, rule.effectiveTo]),
      [
        ['2021-07-01', null],
        ['2026-07-01', null],
        ['2026-07-01', '2028-07-01'],
      ]
    )
    for (const rule of result.dutiesAndTaxes!.rules) {
      assert.isNotEmpty(rule.source.title)
      assert.isNotEmpty(rule.source.reference)
      assert.isNotEmpty(rule.note)
    }
    assert.equal(result.quotes[0].landedCost!.totalCents, 13_320)
  })

  test('without declared goods the quote stays shipping only', ({ assert }) => {
    const result = withLandedCost({ quotes: [{ priceCents: 5_000 }] }, 'DE', [])
    assert.notProperty(result, 'dutiesAndTaxes')
    assert.notProperty(result.quotes[0], 'landedCost')
  })
})

test.group('Landed cost | checks on the rule files', () => {
  /** The EU file with one change, as a member of staff might make it. */
  function editedEu(edit: (group: any) => void) {
    const group = structuredClone(euRules)
    edit(group)
    return () => compileDutyRules([group])
  }

  test('the EU file as it stands gives Germany three periods, newest first', ({ assert }) => {
    const germany = compileDutyRules([euRules]).get('DE')!
    const day = (iso: string) => Date.parse(iso) / 86_400_000
    assert.deepEqual(
      germany.map((period) => [period.from, period.to]),
      [
        [day('2028-07-01'), Number.POSITIVE_INFINITY],
        [day('2026-07-01'), day('2028-07-01')],
        [day('2021-07-01'), day('2026-07-01')],
      ]
    )
  })

  test('a misspelt field, a missing source or note, a bad date or a gap in the fields stop it', ({
    assert,
  }) => {
    assert.throws(
      editedEu((group) => (group.rules[1].set.dutyDeMinimis = 0)),
      /rule 2: dutyDeMinimis\?/
    )
    assert.throws(
      editedEu((group) => delete group.rules[2].source.reference),
      /rule 3: every rule names its source/
    )
    assert.throws(
      editedEu((group) => (group.rules[2].note = ' ')),
      /rule 3: every rule says/
    )
    assert.throws(
      editedEu((group) => (group.rules[2].effectiveTo = '2026-06-30')),
      /effectiveTo comes after effectiveFrom/
    )
    assert.throws(
      editedEu((group) => (group.rules[1].effectiveFrom = '2026-02-30')),
      /no such day 2026-02-30/
    )
    assert.throws(
      editedEu((group) => (group.rules[1].effectiveFrom = '1 July 2026')),
      /a date is written YYYY-MM-DD/
    )
    assert.throws(
      editedEu((group) => (group.rules[2].byCountry = { XX: { taxRatePercent: 5 } })),
      /XX is not in the group/
    )
    // The flat duty begins before the rule with the rates: in between, Austria has no VAT rate.
    assert.throws(
      editedEu((group) => (group.rules[2].effectiveFrom = '2020-01-01')),
      /European Union\/AT from 2020-01-01: taxName/
    )
    assert.throws(
      editedEu((group) => delete group.rules[2].set.flatDutyUnderCents),
      /flatDutyPerItemCents and flatDutyUnderCents go together/
    )
  })
})
