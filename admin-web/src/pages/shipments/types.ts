import type { ApiResponse, ApiRow } from '../../shared/registry'

export { MILESTONES } from '#domain/tracking'
export { OUTBOUND_CARRIERS } from '#domain/parcels'

/**
 * A shipment as `GET /api/admin/shipments/:number` gives it to staff: with its packages (their
 * declared lines and photos), tracking events and invoice. `carrierPapers` says whether the
 * carrier label and commercial invoice print yet (once it is paid).
 */
export type StaffShipment = ApiResponse<'admin_shipments.show'>
/** A row of `GET /api/admin/shipments`. */
export type ShipmentRow = ApiRow<'admin_shipments.index'>
/** A package in a shipment: its facts, what the customer declared in it, and its photos. */
export type ShipmentPackage = NonNullable<StaffShipment['packages']>[number]

/** The carrier label: the destination in Latin letters, the service and the box. */
export const shipmentLabelUrl = (number: string) => `/api/admin/shipments/${number}/label.pdf`

/** The commercial invoice for customs: consignee in Latin letters, the declared lines. */
export const commercialInvoiceUrl = (number: string) =>
  `/api/admin/shipments/${number}/commercial-invoice.pdf`
