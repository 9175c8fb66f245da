/**
 * A customer's return of what we bought for them (a delivered purchase-assistance order): its
 * statuses and their machine, its time limits, and how much of the order's invoice comes back.
 */
import { defineMachine } from '#domain/state_machine'
import type { DateTime } from 'luxon'

export const returnMachine = defineMachine(
  {
    requested: ['approved', 'rejected'],
    approved: ['shipped_back'],
    rejected: [],
    shipped_back: ['inspected'],
    inspected: ['refunded'],
    refunded: [],
  },
  'returns.illegalTransition'
)
export const RETURN_STATUSES = returnMachine.statuses
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Days to ask for a return after delivery, then days to ship it back after the approval. */
export const REQUEST_WINDOW_DAYS = 15
export const SHIP_BACK_WINDOW_DAYS = 15

/**
 * The percentage of the order's whole invoice (items, purchase fee, sales tax, domestic shipping)
 * a return gives back; the rest is the restocking fee.
 */
export const REFUND_PERCENT = 70
export const RESTOCKING_FEE_PERCENT = 100 - REFUND_PERCENT

/** What a return gives back of an invoice of `invoiceCents`: 10000 → 7000 refunded, 3000 kept. */
export function refundOf(invoiceCents: number) {
  const refundCents = Math.round((invoiceCents * REFUND_PERCENT) / 100)
  return { refundCents, restockingFeeCents: invoiceCents - refundCents }
}

export const requestWindowClosesAt = (delivered: { deliveredAt: DateTime | null }) =>
  delivered.deliveredAt?.plus({ days: REQUEST_WINDOW_DAYS }) ?? null

export const shipBackWindowClosesAt = (request: { approvedAt: DateTime | null }) =>
  request.approvedAt?.plus({ days: SHIP_BACK_WINDOW_DAYS }) ?? null

/** When an order was delivered: the last step of its history into Delivered, if any. */
export function deliveredAtOf(
  history: readonly { toStatus: string; createdAt: DateTime }[]
): DateTime | null {
  return history.filter((change) => change.toStatus === 'delivered').at(-1)?.createdAt ?? null
}

/**
 * What the customer paid for a bought order, on which its return is counted: its purchase
 * request's invoice, less what already went back for the items the store could not sell.
 */
export const orderInvoiceCents = (invoice: { totalCents: number }, unboughtRefundCents: number) =>
  invoice.totalCents - unboughtRefundCents
