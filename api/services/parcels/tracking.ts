/** The public view of a shipment, which shows where a parcel is and never who it is for. */
import Shipment from '#models/shipment'
import { DomainError } from '#exceptions/domain_error'
import { currentStage, STAGES } from '#domain/tracking'

/**
 * A shipment by its carrier tracking number or its SHP number. Only the status, service,
 * destination country and events: no name, phone, street or postal code.
 */
export async function publicTracking(trackingNumber: string) {
  const shipment = await Shipment.query()
    .where((query) =>
      query.where('tracking_number', trackingNumber).orWhere('number', trackingNumber.toUpperCase())
    )
    .whereNot('status', 'cancelled')
    .preload('events', (events) => events.orderBy('occurred_at', 'asc').orderBy('id', 'asc'))
    .first()
  if (!shipment) throw new DomainError(404, 'parcels.noTrackingInformation')

  return {
    trackingNumber: shipment.trackingNumber,
    shipmentNumber: shipment.number,
    status: shipment.status,
    service: shipment.service,
    carrier: shipment.carrier,
    destinationCountry: shipment.country,
    stage: currentStage(shipment.events),
    stages: STAGES,
    milestones: shipment.events.map((event) => event.toJSON()),
    shippedAt: shipment.shippedAt?.toISO() ?? null,
    deliveredAt: shipment.deliveredAt?.toISO() ?? null,
  }
}
