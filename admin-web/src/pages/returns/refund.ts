/**
 * What refunding a return gives back: 70% of the shipment's whole invoice, the rest being the
 * restocking fee. Shown before staff confirm; the API computes the same when it refunds (a unit
 * test compares the two).
 */
export function returnRefundCents(invoiceTotalCents: number): number {
  return Math.round(invoiceTotalCents * 0.7)
}
