/** Returns: the restocking fee is 30% of the whole invoice; the customer gets the rest back. */
export const RESTOCKING_FEE_RATE = 0.3
export const RETURN_REQUEST_DAYS = 15
export const RETURN_SHIP_BACK_DAYS = 15

export function restockingFeeCents(invoiceCents: number): number {
  return Math.round(invoiceCents * RESTOCKING_FEE_RATE)
}

export function refundCents(invoiceCents: number): number {
  return invoiceCents - restockingFeeCents(invoiceCents)
}
