import { test } from '@japa/runner'
import {
  purchaseFeeCents,
  PURCHASE_FEE_MINIMUM_CENTS,
} from '../../customer-web/src/features/services/purchaseFee.js'

test.group('purchaseFeeCents', () => {
  test('a $40 item pays the $5 minimum fee', ({ assert }) => {
    assert.equal(purchaseFeeCents(4000), 500)
  })

  test('a $200 item pays 8%, that is $16', ({ assert }) => {
    assert.equal(purchaseFeeCents(20000), 1600)
  })

  test('the minimum applies up to $62.50 and 8% above it', ({ assert }) => {
    assert.equal(purchaseFeeCents(0), PURCHASE_FEE_MINIMUM_CENTS)
    assert.equal(purchaseFeeCents(6250), 500)
    assert.equal(purchaseFeeCents(6300), 504)
  })

  test('rejects a negative or non-numeric cost', ({ assert }) => {
    assert.throws(() => purchaseFeeCents(-1))
    assert.throws(() => purchaseFeeCents(Number.NaN))
  })
})
