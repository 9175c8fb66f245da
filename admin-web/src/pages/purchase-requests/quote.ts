/**
 * The purchase-assistance quote, computed as staff type the domestic shipping: the items' cost,
 * our fee (8%, at least $5), the sales tax of the store's state and the shipping, in integer
 * cents. The API computes the invoice with the same rules when the quote is sent; a unit test
 * compares the two for many amounts and every state, so that what staff see is what is billed.
 */
const FEE_BASIS_POINTS = 800
const MINIMUM_FEE_CENTS = 500

/** Combined state and average local sales tax, in basis points (725 = 7.25%). */
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
  const feeCents = Math.max(MINIMUM_FEE_CENTS, Math.round((itemsCents * FEE_BASIS_POINTS) / 10_000))
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
