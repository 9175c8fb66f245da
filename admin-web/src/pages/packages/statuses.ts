/*
 * The life cycles of packages and shipments, in order, with the colours of their status dots:
 * blue while the warehouse has work to do, green once it is done, red for a disposal; the
 * states that ended otherwise stay grey.
 */
export const PACKAGE_STATUSES = [
  'expected',
  'unidentified',
  'received',
  'ship_requested',
  'shipped',
  'returned',
  'disposed',
] as const
export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

export const PACKAGE_COLORS: Readonly<Partial<Record<PackageStatus, string>>> = {
  unidentified: 'orange',
  received: 'blue',
  ship_requested: 'purple',
  shipped: 'green',
  disposed: 'red',
}

export const SHIPMENT_STATUSES = [
  'requested',
  'invoiced',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

export const SHIPMENT_COLORS: Readonly<Partial<Record<ShipmentStatus, string>>> = {
  requested: 'purple',
  invoiced: 'gold',
  paid: 'blue',
  shipped: 'cyan',
  delivered: 'green',
}
