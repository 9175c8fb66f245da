/** Public tracking of a shipment by its carrier tracking number or SHP number (GET /api/tracking/:n). */
import type { Milestone, Shipment, ShipmentEvent, ShipmentStatus, Stage } from './shipments'

/** The seven milestones of a parcel's way, in order. */
export const MILESTONES: readonly Milestone[] = [
  'order_confirmed',
  'payment_processed',
  'items_sourced',
  'package_arrived',
  'customs_cleared',
  'package_on_the_way',
  'package_delivered',
]

/** The five stages a parcel passes through, from the store's website to the customer's door. */
export const STAGES: readonly Stage[] = [
  'online_platform',
  'store_to_warehouse',
  'shipping_center',
  'international_transit',
  'your_address',
]

export interface Tracking {
  trackingNumber: string | null
  shipmentNumber: string
  status: ShipmentStatus
  service: Shipment['service']
  carrier: string | null
  destinationCountry: string
  stage: Stage
  stages: Stage[]
  milestones: ShipmentEvent[]
  shippedAt: string | null
  deliveredAt: string | null
}

export const trackingUrl = (trackingNumber: string) =>
  `/api/tracking/${encodeURIComponent(trackingNumber.trim())}`
