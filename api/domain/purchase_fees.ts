/**
 * Purchase assistance's charges on top of the items: our fee, and the sales tax a US store
 * charges by its state. Written once here and used by the API (quotes and invoices), the back
 * office (the quote staff see as they type) and the customer app (the fee explained).
 */

/** Our fee: 8% of the item cost, rounded to the cent, at least $5. */
export const PURCHASE_FEE_BASIS_POINTS = 800
export const PURCHASE_FEE_PERCENT = PURCHASE_FEE_BASIS_POINTS / 100
/** The fee as a fraction (0.08), as number formatting takes a percentage. */
export const PURCHASE_FEE_RATE = PURCHASE_FEE_BASIS_POINTS / 10_000
export const PURCHASE_FEE_MINIMUM_CENTS = 500

/**
 * Combined state and average local sales tax, in basis points (725 = 7.25%); the five states
 * without one are 0. Revise them when states change their rates.
 */
export const SALES_TAX_BASIS_POINTS: Readonly<Record<string, number>> = {
  AL: 924,
  AK: 0,
  AZ: 837,
  AR: 944,
  CA: 882,
  CO: 778,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 700,
  GA: 738,
  HI: 450,
  ID: 603,
  IL: 886,
  IN: 700,
  IA: 694,
  KS: 865,
  KY: 600,
  LA: 955,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 749,
  MS: 706,
  MO: 836,
  MT: 0,
  NE: 697,
  NV: 824,
  NH: 0,
  NJ: 660,
  NM: 776,
  NY: 853,
  NC: 700,
  ND: 704,
  OH: 724,
  OK: 899,
  OR: 0,
  PA: 634,
  RI: 700,
  SC: 746,
  SD: 611,
  TN: 955,
  TX: 820,
  UT: 719,
  VT: 630,
  VA: 577,
  WA: 938,
  WV: 655,
  WI: 543,
  WY: 544,
}

/** The US states (and DC) a store can charge sales tax in. */
export const US_STATES = Object.keys(SALES_TAX_BASIS_POINTS)

/** The percentage part of the fee alone, before the minimum applies. */
export function percentFeeCents(itemsCents: number) {
  return Math.round((itemsCents * PURCHASE_FEE_BASIS_POINTS) / 10_000)
}

export function purchaseFeeCents(itemsCents: number) {
  if (!Number.isFinite(itemsCents) || itemsCents < 0) {
    throw new RangeError('itemsCents must be a non-negative number')
  }
  return Math.max(PURCHASE_FEE_MINIMUM_CENTS, percentFeeCents(itemsCents))
}

/** The store's sales tax on the items; undefined for a state the table does not know. */
export function salesTaxCents(itemsCents: number, storeState: string) {
  const rate = SALES_TAX_BASIS_POINTS[storeState]
  return rate === undefined ? undefined : Math.round((itemsCents * rate) / 10_000)
}

export type PurchaseQuote = {
  itemsCents: number
  feeCents: number
  salesTaxCents: number
  domesticShippingCents: number
  totalCents: number
}

/** The quote's figures for these items, bought from a store in a known `storeState`. */
export function purchaseQuote(
  itemsCents: number,
  storeState: string,
  domesticShippingCents: number
): PurchaseQuote {
  const feeCents = purchaseFeeCents(itemsCents)
  const taxCents = salesTaxCents(itemsCents, storeState) ?? 0
  return {
    itemsCents,
    feeCents,
    salesTaxCents: taxCents,
    domesticShippingCents,
    totalCents: itemsCents + feeCents + taxCents + domesticShippingCents,
  }
}
