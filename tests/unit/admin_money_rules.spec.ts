import { test } from '@japa/runner'
import salesTaxConfig from '#config/sales_tax'
import { quoteFor } from '#services/orders/purchase_assistance'
import {
  quoteFor as quoteShownToStaff,
  SALES_TAX_BASIS_POINTS,
} from '../../admin-web/src/pages/purchase-requests/quote.js'

/* The back office mirrors these rules to show them before anything is sent; they must not drift. */
test.group('Back office rules mirror the API', () => {
  test('the quote shown while typing is the one invoiced, in every state', ({ assert }) => {
    assert.sameMembers(
      Object.keys(SALES_TAX_BASIS_POINTS),
      Object.keys(salesTaxConfig.ratesBasisPoints)
    )
    for (const state of Object.keys(salesTaxConfig.ratesBasisPoints)) {
      for (let itemsCents = 1; itemsCents <= 250_000; itemsCents += 997) {
        assert.deepEqual(
          quoteShownToStaff(itemsCents, state, itemsCents % 2_000),
          quoteFor(itemsCents, state, itemsCents % 2_000),
          `${state} ${itemsCents}`
        )
      }
    }
    assert.equal(quoteShownToStaff(4_000, 'DE', 0).feeCents, 500)
  })
})
