import { test } from '@japa/runner'
import { purchaseFeeCents, purchaseQuote, salesTaxCents } from '#domain/purchase_fees'
import { quoteFor } from '#services/orders/purchase_assistance'
import { DomainError } from '#exceptions/domain_error'

test.group('Purchase assistance fee', () => {
  test('8% of the item cost, at least $5, rounded to the cent', ({ assert }) => {
    assert.equal(purchaseFeeCents(0), 500)
    assert.equal(purchaseFeeCents(4_000), 500)
    assert.equal(purchaseFeeCents(20_000), 1_600)
    assert.equal(purchaseFeeCents(6_250), 500)
    assert.equal(purchaseFeeCents(6_251), 500)
    assert.equal(purchaseFeeCents(6_257), 501)
    assert.equal(purchaseFeeCents(6_300), 504)
    assert.equal(purchaseFeeCents(12_345), 988)
  })

  test('rejects a negative or non-numeric cost', ({ assert }) => {
    assert.throws(() => purchaseFeeCents(-1))
    assert.throws(() => purchaseFeeCents(Number.NaN))
  })

  test('a quote adds the store state’s sales tax and domestic shipping', ({ assert }) => {
    assert.deepEqual(purchaseQuote(20_000, 'NY', 900), {
      itemsCents: 20_000,
      feeCents: 1_600,
      salesTaxCents: 1_706,
      domesticShippingCents: 900,
      totalCents: 24_206,
    })
    assert.equal(purchaseQuote(4_000, 'DE', 0).totalCents, 4_500)
    assert.isUndefined(salesTaxCents(4_000, 'ZZ'))
  })

  test('the API refuses to quote for a state the tax table does not know, on its field', ({
    assert,
  }) => {
    assert.deepEqual(quoteFor(20_000, 'NY', 900), purchaseQuote(20_000, 'NY', 900))
    const refusal = (() => {
      try {
        quoteFor(20_000, 'ZZ', 0)
      } catch (error) {
        return error
      }
    })()
    assert.instanceOf(refusal, DomainError)
    assert.equal((refusal as DomainError).field, 'storeState')
  })
})
