/*
 * The life cycles of packages and shipments, in order (the API's own lists), with the colours of
 * their status dots: blue while the warehouse has work to do, green once it is done, red for a
 * disposal; the states that ended otherwise stay grey.
 */
import {
  PACKAGE_STATUSES,
  SHIPMENT_STATUSES,
  type PackageStatus,
  type ShipmentStatus,
} from '#domain/parcels'

export {
  PACKAGE_STATUSES,
  SHIPMENT_STATUSES,
  type PackageStatus,
  type ShipmentStatus,
} from '#domain/parcels'
import type { StatusLook } from '../../shared/StatusTag'

export const PACKAGE_COLORS: Readonly<Partial<Record<PackageStatus, string>>> = {
  unidentified: 'orange',
  received: 'blue',
  ship_requested: 'purple',
  shipped: 'green',
  disposed: 'red',
}

export const SHIPMENT_COLORS: Readonly<Partial<Record<ShipmentStatus, string>>> = {
  requested: 'purple',
  invoiced: 'gold',
  paid: 'blue',
  shipped: 'cyan',
  delivered: 'green',
}

export const PACKAGE_LOOK: StatusLook = {
  namespace: 'packages.status',
  statuses: PACKAGE_STATUSES,
  colors: PACKAGE_COLORS,
}

export const SHIPMENT_LOOK: StatusLook = {
  namespace: 'shipments.status',
  statuses: SHIPMENT_STATUSES,
  colors: SHIPMENT_COLORS,
}
