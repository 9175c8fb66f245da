import { test } from '@japa/runner'
import { quote } from '#services/parcels/rating'
import { boxHolding, repackAdvice, STANDARD_BOXES } from '#services/parcels/repacking'

const toGermany = { country: 'DE', postalCode: '10115' }

/*
 * Boxes from api/config/shipping/boxes.json, contents assumed to take half of a retailer's box:
 * small 10×8×4 (320 in³), medium 12×10×6 (720), large 16×12×8 (1536),
 * extra_large 18×14×12 (3024), jumbo 24×18×14 (6048).
 */
test.group('Repacking advice', () => {
  test('the boxes are kept smallest first', ({ assert }) => {
    assert.deepEqual(
      STANDARD_BOXES.map((box) => box.id),
      ['small', 'medium', 'large', 'extra_large', 'jumbo']
    )
  })

  test('a light, bulky parcel: the smallest box for half its volume, priced there', ({
    assert,
  }) => {
    // 20 × 16 × 12 = 3840 in³ (28 lb dimensional against 2 lb): the contents need 1920 in³,
    // so extra_large (3024 in³, 3024 / 139 = 21.8 → 22 lb).
    const parcel = { weightLb: 2, lengthIn: 20, widthIn: 16, heightIn: 12 }
    const now = quote({ ...parcel, ...toGermany })
    const advice = repackAdvice(parcel, toGermany, now.quotes)!
    assert.equal(advice.reason, 'dimensional_weight')
    assert.equal(advice.box?.id, 'extra_large')
    assert.equal(advice.billableWeightLb, 22)

    const boxed = quote({ weightLb: 2, lengthIn: 18, widthIn: 14, heightIn: 12, ...toGermany })
    assert.lengthOf(advice.quotes, now.quotes.length)
    for (const offer of advice.quotes) {
      const before = now.quotes.find((q) => q.service === offer.service)!.priceCents
      const after = boxed.quotes.find((q) => q.service === offer.service)!.priceCents
      assert.deepEqual(offer, {
        service: offer.service,
        priceCents: after,
        savedCents: before - after,
      })
      assert.isAbove(offer.savedCents, 0)
    }
  })

  test('a parcel billed on its actual weight gets no advice', ({ assert }) => {
    const dense = { weightLb: 30.2, lengthIn: 10, widthIn: 8, heightIn: 6 }
    assert.isNull(repackAdvice(dense, toGermany, quote({ ...dense, ...toGermany }).quotes))
  })

  test('says so, without a box, when no standard box is smaller than the parcel', ({ assert }) => {
    // 320 in³ (2.5 lb dimensional against 0.5 lb): the small box is no smaller.
    const parcel = { weightLb: 0.5, lengthIn: 10, widthIn: 8, heightIn: 4 }
    assert.deepEqual(repackAdvice(parcel, toGermany, quote({ ...parcel, ...toGermany }).quotes), {
      reason: 'dimensional_weight',
      box: null,
      billableWeightLb: null,
      quotes: [],
    })
  })

  test('a big, light parcel goes in the biggest box that is still smaller', ({ assert }) => {
    // 30 × 20 × 20 = 12000 in³ at 45 lb (86.5 lb dimensional): contents 6000 in³ go in jumbo.
    const parcel = { weightLb: 45, lengthIn: 30, widthIn: 20, heightIn: 20 }
    const advice = repackAdvice(parcel, toGermany, quote({ ...parcel, ...toGermany }).quotes)
    assert.equal(advice?.box?.id, 'jumbo')
  })

  test('the box a consolidated parcel goes in holds it whichever way it is turned', ({
    assert,
  }) => {
    assert.equal(boxHolding({ weightLb: 10, lengthIn: 11, widthIn: 15, heightIn: 7 })?.id, 'large')
    assert.equal(
      boxHolding({ weightLb: 60, lengthIn: 11, widthIn: 15, heightIn: 7 })?.id,
      'extra_large'
    )
    assert.isNull(boxHolding({ weightLb: 5, lengthIn: 30, widthIn: 10, heightIn: 10 }))
  })
})
