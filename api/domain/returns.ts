/** A customer's return of a delivered shipment: its statuses and their machine. */
import type { Machine } from '#domain/state_machine'

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'shipped_back',
  'inspected',
  'refunded',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const returnMachine: Machine<ReturnStatus> = {
  moves: {
    requested: ['approved', 'rejected'],
    approved: ['shipped_back'],
    rejected: [],
    shipped_back: ['inspected'],
    inspected: ['refunded'],
    refunded: [],
  },
  refusal: 'returns.illegalTransition',
}
