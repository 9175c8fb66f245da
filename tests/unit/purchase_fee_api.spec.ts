import { test } from '@japa/runner'
import { purchaseFeeCents, quoteFor } from '#services/orders/purchase_assistance'
import { purchaseFeeCents as estimateShownToCustomers } from '../../customer-web/src/features/services/purchaseFee.js'

test.group('Purchase assistance fee', () => {
  test('8% of the item cost, at least $5, rounded to the cent', ({ assert }) => {
    assert.equal(purchaseFeeCents(4_000), 500)
    assert.equal(purchaseFeeCents(20_000), 1_600)
    assert.equal(purchaseFeeCents(6_250), 500)
    assert.equal(purchaseFeeCents(6_251), 500)
    assert.equal(purchaseFeeCents(6_257), 501)
    assert.equal(purchaseFeeCents(12_345), 988)
  })

  test('the quote charges what the customer app estimated', ({ assert }) => {
    for (let cents = 1; cents <= 100_000; cents += 37) {
      assert.equal(purchaseFeeCents(cents), estimateShownToCustomers(cents), `${cents}`)
    }
  })

  test('a quote adds the store state’s sales tax and domestic shipping', ({ assert }) => {
    assert.deepEqual(quoteFor(20_000, 'NY', 900), {
      itemsCents: 20_000,
      feeCents: 1_600,
      salesTaxCents: 1_706,
      domesticShippingCents: 900,
      totalCents: 24_206,
    })
    assert.equal(quoteFor(4_000, 'DE', 0).totalCents, 4_500)
  })
})
