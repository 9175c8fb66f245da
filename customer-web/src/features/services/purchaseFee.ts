/** Purchase-assistance fee: 8% of the item cost, never less than $5. Sales tax is charged separately. */
export const PURCHASE_FEE_RATE = 0.08
export const PURCHASE_FEE_MINIMUM_CENTS = 500

export function purchaseFeeCents(itemCents: number): number {
  if (!Number.isFinite(itemCents) || itemCents < 0) {
    throw new RangeError('itemCents must be a non-negative number')
  }
  return Math.max(PURCHASE_FEE_MINIMUM_CENTS, Math.round(itemCents * PURCHASE_FEE_RATE))
}
