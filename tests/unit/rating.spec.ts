import { test } from '@japa/runner'
import {
  billableWeight,
  checkCarrierLimits,
  consolidationSavings,
  quote,
  savingsClaimPercent,
  zoneOf,
  type QuoteRequest,
} from '#services/parcels/rating'
import { SERVICE_IDS } from '#domain/parcels'
import { COUNTRY_CODES } from '#domain/countries'

/*
 * Expected prices are worked by hand from api/config/shipping/rates.json:
 *   price = round((baseCents + perLbCents × billable lb) × (1 + fuel %)), half up.
 * Fuel: FedEx Ground 18.5%, Express Saver and Standard Overnight 21%, International 23.5%.
 * If staff change the rate card, these figures change with it: that is the point.
 */

const lightButBulky = { weightLb: 2, lengthIn: 20, widthIn: 16, heightIn: 12 }
const smallButHeavy = { weightLb: 30.2, lengthIn: 10, widthIn: 8, heightIn: 6 }

function toGermany(parcel: typeof lightButBulky, service?: QuoteRequest['service']): QuoteRequest {
  return { ...parcel, country: 'DE', postalCode: '10115', service }
}

const DOMESTIC = ['fedex_ground', 'fedex_express_saver', 'fedex_standard_overnight']
const INTERNATIONAL = ['fedex_international_priority', 'fedex_international_economy']

/** The services a quote turns down for one reason, as its `unavailable` list gives them. */
const turnedDown = (reason: string, services: string[]) =>
  services.map((service) => ({ service, reason }))

/** One country per zone, US domestic first. */
const countryPerZone = ['US', 'CA', 'JM', 'BR', 'DE', 'PL', 'AE', 'JP', 'AU', 'NG']

/** Every quote for a small cube, at each half pound up to the weight limit, to each zone. */
function* everySmallQuote() {
  for (const country of countryPerZone) {
    for (let weightLb = 0.5; weightLb <= 150; weightLb += 0.5) {
      const cube = { weightLb, lengthIn: 4, widthIn: 4, heightIn: 4, country, postalCode: '1' }
      for (const q of quote(cube).quotes) yield { country, weightLb, q }
    }
  }
}

test.group('Rating | billable weight', () => {
  test('a light but bulky parcel is billed on its dimensional weight', ({ assert }) => {
    // 20 × 16 × 12 = 3840 in³ / 139 = 27.63 lb → 28.0 lb; actual 2 lb stays 2.0
    assert.deepEqual(billableWeight(lightButBulky), {
      actualWeightLb: 2,
      dimensionalWeightLb: 28,
      billableWeightLb: 28,
    })
  })

  test('a small heavy parcel is billed on its actual weight', ({ assert }) => {
    // 10 × 8 × 6 = 480 in³ / 139 = 3.45 lb → 3.5 lb; actual 30.2 lb → 30.5 lb
    assert.deepEqual(billableWeight(smallButHeavy), {
      actualWeightLb: 30.5,
      dimensionalWeightLb: 3.5,
      billableWeightLb: 30.5,
    })
  })

  test('both weights round up to the next half pound', ({ assert }) => {
    const tiny = { lengthIn: 1, widthIn: 1, heightIn: 1 }
    assert.equal(billableWeight({ ...tiny, weightLb: 0.1 }).actualWeightLb, 0.5)
    assert.equal(billableWeight({ ...tiny, weightLb: 1.01 }).actualWeightLb, 1.5)
    assert.equal(billableWeight({ ...tiny, weightLb: 1.5 }).actualWeightLb, 1.5)
    assert.equal(billableWeight({ ...tiny, weightLb: 1.51 }).actualWeightLb, 2)
    // 1 in³ / 139 = 0.007 lb → 0.5 lb
    assert.equal(billableWeight({ ...tiny, weightLb: 1 }).dimensionalWeightLb, 0.5)
  })

  test('a parcel exactly on a half pound stays there despite decimal noise', ({ assert }) => {
    // 139 in³ / 139 = 1 lb exactly; 27.8 × 10 × 0.5 is 139.00000000000003 in binary
    assert.equal(
      billableWeight({ weightLb: 1, lengthIn: 139, widthIn: 1, heightIn: 1 }).dimensionalWeightLb,
      1
    )
    assert.equal(
      billableWeight({ weightLb: 1, lengthIn: 27.8, widthIn: 10, heightIn: 0.5 })
        .dimensionalWeightLb,
      1
    )
  })

  test('refuses a missing, zero or negative measurement', ({ assert }) => {
    assert.throws(() => billableWeight({ ...lightButBulky, weightLb: 0 }), RangeError)
    assert.throws(() => billableWeight({ ...lightButBulky, heightIn: -1 }), RangeError)
    assert.throws(() => billableWeight({ ...lightButBulky, widthIn: Number.NaN }), RangeError)
  })
})

test.group('Rating | carrier limits', () => {
  test('a parcel exactly at every limit may ship', ({ assert }) => {
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 150, lengthIn: 10, widthIn: 10, heightIn: 10 }),
      []
    )
    // longest side 108 in; length + girth = 108 + 2 × (5 + 5) = 128 in
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 10, lengthIn: 108, widthIn: 5, heightIn: 5 }),
      []
    )
    // length + girth = 50 + 2 × (20 + 20) = 130 in
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 10, lengthIn: 50, widthIn: 20, heightIn: 20 }),
      []
    )
  })

  test('150.5 lb is over the weight limit', ({ assert }) => {
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 150.5, lengthIn: 10, widthIn: 10, heightIn: 10 }),
      [{ code: 'weight_limit', limit: 150, actual: 150.5 }]
    )
  })

  test('a 109 in side is over the length limit', ({ assert }) => {
    // length + girth = 109 + 2 × (5 + 5) = 129 in, still fine
    assert.deepEqual(checkCarrierLimits({ weightLb: 10, lengthIn: 5, widthIn: 109, heightIn: 5 }), [
      { code: 'length_limit', limit: 108, actual: 109 },
    ])
  })

  test('131 in of length + girth is over the limit, whichever side is given as length', ({
    assert,
  }) => {
    // longest side 50 in; girth = 2 × (20 + 20.5) = 81 in; 50 + 81 = 131 in
    const expected = [{ code: 'length_girth_limit', limit: 130, actual: 131 }]
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 10, lengthIn: 50, widthIn: 20, heightIn: 20.5 }),
      expected
    )
    assert.deepEqual(
      checkCarrierLimits({ weightLb: 10, lengthIn: 20.5, widthIn: 50, heightIn: 20 }),
      expected
    )
  })

  test('reports every limit broken at once', ({ assert }) => {
    const codes = checkCarrierLimits({
      weightLb: 151,
      lengthIn: 120,
      widthIn: 20,
      heightIn: 20,
    }).map((v) => v.code)
    assert.deepEqual(codes, ['weight_limit', 'length_limit', 'length_girth_limit'])
  })

  test('a parcel over the limits gets no price from any service', ({ assert }) => {
    const result = quote({ ...toGermany(lightButBulky), lengthIn: 109 })
    assert.deepEqual(result.quotes, [])
    assert.deepEqual(result.unavailable, [
      ...turnedDown('not_served', DOMESTIC),
      ...turnedDown('over_limits', INTERNATIONAL),
      ...turnedDown('manual_quote', ['other']),
    ])
  })
})

test.group('Rating | quotes', () => {
  test('light but bulky parcel to Germany (zone D), priced on 28 lb', ({ assert }) => {
    const result = quote(toGermany(lightButBulky))
    assert.equal(result.billableWeightLb, 28)
    assert.deepEqual(result.quotes, [
      {
        service: 'fedex_international_priority',
        name: 'FedEx International Priority',
        // ours (4299 + 449 × 28) × 1.235 = 16871 × 1.235 = 20835.685 → 20836
        priceCents: 20836,
        // retail (9899 + 1167 × 28) × 1.235 = 42575 × 1.235 = 52580.125 → 52580
        retailPriceCents: 52580,
        transitDays: { min: 1, max: 3 },
      },
      {
        service: 'fedex_international_economy',
        name: 'FedEx International Economy',
        // ours (3599 + 369 × 28) × 1.235 = 13931 × 1.235 = 17204.785 → 17205
        priceCents: 17205,
        // retail (7899 + 923 × 28) × 1.235 = 33743 × 1.235 = 41672.605 → 41673
        retailPriceCents: 41673,
        transitDays: { min: 3, max: 6 },
      },
    ])
  })

  test('small heavy parcel inside the US, priced on 30.5 lb', ({ assert }) => {
    const result = quote({ ...smallButHeavy, country: 'US', postalCode: '90210' })
    assert.equal(result.billableWeightLb, 30.5)
    assert.deepEqual(
      result.quotes.map(({ service, priceCents, retailPriceCents, transitDays }) => ({
        service,
        priceCents,
        retailPriceCents,
        transitDays,
      })),
      [
        // ours (799 + 89 × 30.5) × 1.185 = 3513.5 × 1.185 = 4163.4975 → 4163
        // retail (1299 + 210 × 30.5) × 1.185 = 7704 × 1.185 = 9129.24 → 9129
        {
          service: 'fedex_ground',
          priceCents: 4163,
          retailPriceCents: 9129,
          transitDays: { min: 1, max: 5 },
        },
        // ours (1499 + 149 × 30.5) × 1.21 = 6043.5 × 1.21 = 7312.635 → 7313
        // retail (2899 + 349 × 30.5) × 1.21 = 13543.5 × 1.21 = 16387.635 → 16388
        {
          service: 'fedex_express_saver',
          priceCents: 7313,
          retailPriceCents: 16388,
          transitDays: { min: 3, max: 3 },
        },
        // ours (2499 + 229 × 30.5) × 1.21 = 9483.5 × 1.21 = 11475.035 → 11475
        // retail (5499 + 499 × 30.5) × 1.21 = 20718.5 × 1.21 = 25069.385 → 25069
        {
          service: 'fedex_standard_overnight',
          priceCents: 11475,
          retailPriceCents: 25069,
          transitDays: { min: 1, max: 1 },
        },
      ]
    )
  })

  test('half a cent rounds up', ({ assert }) => {
    // FedEx Ground, 109 lb: (799 + 89 × 109) × 1.185 = 10500 × 1.185 = 12442.5 → 12443
    const result = quote({
      weightLb: 109,
      lengthIn: 20,
      widthIn: 16,
      heightIn: 12,
      country: 'US',
      postalCode: '10001',
    })
    assert.equal(result.quotes[0].service, 'fedex_ground')
    assert.equal(result.quotes[0].priceCents, 12443)
  })

  test('domestic services do not serve abroad and international ones do not serve the US', ({
    assert,
  }) => {
    const abroad = quote(toGermany(lightButBulky))
    assert.deepEqual(abroad.unavailable, [
      ...turnedDown('not_served', DOMESTIC),
      ...turnedDown('manual_quote', ['other']),
    ])
    const domestic = quote({ ...lightButBulky, country: 'US', postalCode: '90210' })
    assert.deepEqual(domestic.unavailable, [
      ...turnedDown('not_served', INTERNATIONAL),
      ...turnedDown('manual_quote', ['other']),
    ])
  })

  test('international services serve every zone outside the US', ({ assert }) => {
    for (const country of countryPerZone.slice(1)) {
      const services = quote({ ...lightButBulky, country, postalCode: '1' }).quotes.map(
        (q) => q.service
      )
      assert.deepEqual(
        services,
        ['fedex_international_priority', 'fedex_international_economy'],
        country
      )
    }
  })

  test('"other" is never priced automatically, in any zone', ({ assert }) => {
    for (const country of countryPerZone) {
      const result = quote({ ...lightButBulky, country, postalCode: '1', service: 'other' })
      assert.deepEqual(result.quotes, [])
      assert.deepEqual(result.unavailable, [{ service: 'other', reason: 'manual_quote' }])
    }
  })

  test('asking for one service answers for that service only', ({ assert }) => {
    const economy = quote(toGermany(lightButBulky, 'fedex_international_economy'))
    assert.deepEqual(
      economy.quotes.map((q) => [q.service, q.priceCents]),
      [['fedex_international_economy', 17205]]
    )
    assert.deepEqual(economy.unavailable, [])

    const ground = quote(toGermany(lightButBulky, 'fedex_ground'))
    assert.deepEqual(ground.quotes, [])
    assert.deepEqual(ground.unavailable, [{ service: 'fedex_ground', reason: 'not_served' }])
  })

  test('a country missing from the zone map is served by nobody', ({ assert }) => {
    const result = quote({ ...lightButBulky, country: 'ZZ', postalCode: '1' })
    assert.deepEqual(result.quotes, [])
    assert.deepEqual(
      result.unavailable.map((u) => u.reason),
      ['not_served', 'not_served', 'not_served', 'not_served', 'not_served', 'manual_quote']
    )
  })

  test('prices are whole cents and retail is always dearer, at every weight and zone', ({
    assert,
  }) => {
    for (const { q } of everySmallQuote()) {
      assert.isTrue(Number.isInteger(q.priceCents) && Number.isInteger(q.retailPriceCents))
      assert.isAbove(q.retailPriceCents, q.priceCents)
    }
  })

  test('every service appears once, either quoted or unavailable', ({ assert }) => {
    for (const country of countryPerZone) {
      const result = quote({ ...lightButBulky, country, postalCode: '1' })
      const services = [
        ...result.quotes.map((q) => q.service),
        ...result.unavailable.map((u) => u.service),
      ]
      assert.sameMembers(services, [...SERVICE_IDS])
    }
  })
})

test.group('Rating | savings against retail', () => {
  test('we save 30% to 70% against retail, never more, at every weight and zone', ({ assert }) => {
    let highest = 0
    for (const { country, weightLb, q } of everySmallQuote()) {
      const saving = ((q.retailPriceCents - q.priceCents) / q.retailPriceCents) * 100
      assert.isAtLeast(saving, 30, `${q.service} to ${country} at ${weightLb} lb`)
      assert.isAtMost(saving, 70, `${q.service} to ${country} at ${weightLb} lb`)
      highest = Math.max(highest, saving)
    }
    assert.equal(savingsClaimPercent, Math.floor(highest))
    assert.isAtMost(savingsClaimPercent, 70)
  })
})

test.group('Rating | consolidation savings', () => {
  test('three 5 lb parcels to Germany cost less as one 15 lb box', ({ assert }) => {
    const service = 'fedex_international_economy'
    // each: 10 × 8 × 6 → dim 3.5 lb, billed 5 lb: (3599 + 369 × 5) × 1.235 = 6723.34 → 6723
    const one = quote(toGermany({ weightLb: 5, lengthIn: 10, widthIn: 8, heightIn: 6 }, service))
      .quotes[0]
    // together: 16 × 12 × 10 → dim 13.81 → 14 lb, billed 15 lb: (3599 + 369 × 15) × 1.235 = 11280.49 → 11280
    const box = quote(toGermany({ weightLb: 15, lengthIn: 16, widthIn: 12, heightIn: 10 }, service))
      .quotes[0]
    assert.equal(one.priceCents, 6723)
    assert.equal(box.priceCents, 11280)
    assert.deepEqual(consolidationSavings([one, one, one], box), {
      separateCents: 20169,
      consolidatedCents: 11280,
      savedCents: 8889,
    })
  })

  test('a consolidation that costs more saves nothing', ({ assert }) => {
    const service = 'fedex_international_economy'
    const small = quote(toGermany({ weightLb: 1, lengthIn: 4, widthIn: 4, heightIn: 4 }, service))
      .quotes[0]
    const bulky = quote(toGermany(lightButBulky, service)).quotes[0]
    // 1 lb, 4 × 4 × 4 (dim 0.5 lb): (3599 + 369 × 1) × 1.235 = 4900.48 → 4900; the 28 lb box costs 17205
    assert.deepEqual(consolidationSavings([small], bulky), {
      separateCents: 4900,
      consolidatedCents: 17205,
      savedCents: 0,
    })
  })

  test('refuses to compare quotes of different services', ({ assert }) => {
    const [priority, economy] = quote(toGermany(lightButBulky)).quotes
    assert.throws(() => consolidationSavings([priority], economy))
  })
})

test.group('Rating | zones', () => {
  test('every ISO 3166-1 country has a destination zone', ({ assert }) => {
    const withoutZone = COUNTRY_CODES.filter((code) => zoneOf(code) === undefined)
    assert.deepEqual(withoutZone, [])
  })

  test('zones follow geography', ({ assert }) => {
    const expected = {
      US: 'US',
      CA: 'A',
      MX: 'A',
      PR: 'B',
      CR: 'B',
      BR: 'C',
      AR: 'C',
      DE: 'D',
      GB: 'D',
    }
    const moreExpected = {
      PL: 'E',
      TR: 'E',
      AE: 'F',
      EG: 'F',
      JP: 'G',
      IN: 'G',
      AU: 'H',
      NZ: 'H',
      NG: 'I',
      AQ: 'I',
    }
    for (const [country, zone] of Object.entries({ ...expected, ...moreExpected })) {
      assert.equal(zoneOf(country), zone, country)
    }
  })
})
