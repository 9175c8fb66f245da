/** A customer's return of a delivered shipment: its statuses and their machine. */
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

export const requestWindowClosesAt = (shipment: { deliveredAt: DateTime | null }) =>
  shipment.deliveredAt?.plus({ days: REQUEST_WINDOW_DAYS }) ?? null

export const shipBackWindowClosesAt = (request: { approvedAt: DateTime | null }) =>
  request.approvedAt?.plus({ days: SHIP_BACK_WINDOW_DAYS }) ?? null
