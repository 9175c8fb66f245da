/** The public view of a shipment, which shows where a parcel is and never who it is for. */
import Shipment from '#models/shipment'
import { DomainError } from '#exceptions/domain_error'

/** A shipment by its carrier tracking number or its SHP number, with its events and packages. */
export async function findTrackedShipment(trackingNumber: string) {
  const shipment = await Shipment.query()
    .where((query) =>
      query.where('tracking_number', trackingNumber).orWhere('number', trackingNumber.toUpperCase())
    )
    .whereNot('status', 'cancelled')
    .preload('events', (events) => events.orderBy('occurred_at', 'asc').orderBy('id', 'asc'))
    .preload('packages', (packages) => packages.orderBy('id'))
    .first()
  if (!shipment) throw new DomainError(404, 'parcels.noTrackingInformation')
  return shipment
}
