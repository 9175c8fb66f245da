/**
 * The purchase-assistance quote, computed as staff type the domestic shipping: the items' cost,
 * our fee (8%, at least $5), the sales tax of the store's state and the shipping, in integer
 * cents. The API computes the invoice with the same rules when the quote is sent; a unit test
 * compares the two for many amounts and every state, so that what staff see is what is billed.
 */
import salesTaxConfig from '../../../../api/config/sales_tax.js'

// The API's own rule data (pure data, no server code), so the two can never disagree.
const { feeBasisPoints, minimumFeeCents, ratesBasisPoints } = salesTaxConfig

/** Combined state and average local sales tax, in basis points (725 = 7.25%). */
export const SALES_TAX_BASIS_POINTS: Readonly<Record<string, number>> = ratesBasisPoints

export interface Quote {
  itemsCents: number
  feeCents: number
  salesTaxCents: number
  domesticShippingCents: number
  totalCents: number
}

export function quoteFor(
  itemsCents: number,
  storeState: string,
  domesticShippingCents: number
): Quote {
  const feeCents = Math.max(minimumFeeCents, Math.round((itemsCents * feeBasisPoints) / 10_000))
  const salesTaxCents = Math.round(
    (itemsCents * (SALES_TAX_BASIS_POINTS[storeState] ?? 0)) / 10_000
  )
  return {
    itemsCents,
    feeCents,
    salesTaxCents,
    domesticShippingCents,
    totalCents: itemsCents + feeCents + salesTaxCents + domesticShippingCents,
  }
}
