/**
 * The package and shipment state machines, written once as data: a state lists the states it
 * may move to. Every status change goes through `transition`, so an illegal one is always the
 * same 409 with the same message, whichever endpoint asked for it.
 */
import { DomainError } from '#exceptions/domain_error'

export const PACKAGE_STATUSES = [
  'expected',
  'received',
  'ship_requested',
  'shipped',
  'returned',
  'disposed',
] as const
export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

export const SHIPMENT_STATUSES = [
  'requested',
  'invoiced',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

type Machine<S extends string> = { name: string; transitions: Record<S, readonly S[]> }

export const packageMachine: Machine<PackageStatus> = {
  name: 'package',
  transitions: {
    expected: ['received'],
    // A cancelled ship request gives the package back to storage.
    received: ['ship_requested', 'returned', 'disposed'],
    ship_requested: ['shipped', 'received'],
    shipped: [],
    returned: [],
    disposed: [],
  },
}

export const shipmentMachine: Machine<ShipmentStatus> = {
  name: 'shipment',
  transitions: {
    requested: ['invoiced', 'cancelled'],
    invoiced: ['paid', 'cancelled'],
    paid: ['shipped'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
  },
}

export function canTransition<S extends string>(machine: Machine<S>, from: S, to: S): boolean {
  return machine.transitions[from]?.includes(to) ?? false
}

/** Moves `record` to `to`, or refuses with a 409 naming both states. */
export function transition<S extends string>(
  machine: Machine<S>,
  record: { status: string },
  to: S
): void {
  const from = record.status as S
  if (!canTransition(machine, from, to)) {
    // The messages word each state with an ICU `select`, so every language names them itself.
    throw new DomainError(409, `parcels.illegalTransition.${machine.name}`, { from, to })
  }
  record.status = to
}
