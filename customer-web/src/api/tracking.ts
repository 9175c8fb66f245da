/** Public tracking of a shipment by its carrier tracking number or SHP number (GET /api/tracking/:n). */
import type { ApiResponse } from './registry'

/** The seven milestones of a parcel's way and the five stages it passes through, in order. */
export { MILESTONES, STAGES } from '#domain/tracking'

export type Tracking = ApiResponse<'tracking.show'>

export const TRACKING_URL = '/api/tracking'

export const trackingUrl = (trackingNumber: string) =>
  `${TRACKING_URL}/${encodeURIComponent(trackingNumber.trim())}`
