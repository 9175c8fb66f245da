/**
 * Tracking: the shipment milestones and the stages they group into, and the public view of a shipment, which
 * shows where a parcel is and never who it is for.
 */
import type { DateTime } from 'luxon'
import Shipment from '#models/shipment'
import { isoOf } from '#models/columns'
import { DomainError } from '#exceptions/domain_error'

export const MILESTONES = [
  'order_confirmed',
  'payment_processed',
  'items_sourced',
  'package_arrived',
  'customs_cleared',
  'package_on_the_way',
  'package_delivered',
] as const
export type Milestone = (typeof MILESTONES)[number]

export const STAGES = [
  'online_platform',
  'store_to_warehouse',
  'shipping_center',
  'international_transit',
  'your_address',
] as const
export type Stage = (typeof STAGES)[number]

/** Where a milestone usually happens; staff may say otherwise on an event. */
export const STAGE_OF_MILESTONE: Readonly<Record<Milestone, Stage>> = {
  order_confirmed: 'online_platform',
  payment_processed: 'online_platform',
  items_sourced: 'store_to_warehouse',
  package_arrived: 'shipping_center',
  customs_cleared: 'international_transit',
  package_on_the_way: 'international_transit',
  package_delivered: 'your_address',
}

type EventLike = {
  milestone: Milestone
  stage: Stage
  location: string | null
  occurredAt: DateTime
}

export function serializeEvent(event: EventLike) {
  return {
    milestone: event.milestone,
    stage: event.stage,
    location: event.location,
    occurredAt: isoOf(event.occurredAt),
  }
}

/** The stage of the latest event; a shipment with none is still at our shipping center. */
export function currentStage(events: readonly EventLike[]): Stage {
  return events.at(-1)?.stage ?? 'shipping_center'
}

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
    milestones: shipment.events.map(serializeEvent),
    shippedAt: shipment.shippedAt?.toISO() ?? null,
    deliveredAt: shipment.deliveredAt?.toISO() ?? null,
  }
}
