/** Public tracking of a shipment by its carrier tracking number or SHP number (GET /api/tracking/:n). */
import type { ApiResponse } from './registry'
import type { Milestone, Stage } from './shipments'

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

export type Tracking = ApiResponse<'tracking.show'>

export const TRACKING_URL = '/api/tracking'

export const trackingUrl = (trackingNumber: string) =>
  `${TRACKING_URL}/${encodeURIComponent(trackingNumber.trim())}`
