/**
 * Shipping prices from the rate engine (POST /api/quotes and the consolidated quote of a ship request).
 * The browser shows these figures as they come; it never prices anything itself.
 */

export const SERVICE_IDS = [
  'fedex_ground',
  'fedex_express_saver',
  'fedex_standard_overnight',
  'fedex_international_priority',
  'fedex_international_economy',
  'other',
] as const

export type ServiceId = (typeof SERVICE_IDS)[number]

export interface ParcelMeasurements {
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
}

export interface ParcelWeights {
  actualWeightLb: number
  dimensionalWeightLb: number
  billableWeightLb: number
}

export interface TransitDays {
  min: number
  max: number
}

export interface ServiceQuote {
  service: ServiceId
  /** English; pages name a service by its id through the catalogs. */
  name: string
  priceCents: number
  retailPriceCents: number
  transitDays: TransitDays
}

export type UnavailableReason = 'not_served' | 'manual_quote' | 'over_limits'

export interface UnavailableService {
  service: ServiceId
  reason: UnavailableReason
}

/** POST /api/quotes */
export interface QuoteRequest extends ParcelMeasurements {
  country: string
  postalCode: string
  service?: ServiceId
}

export type QuoteResult = ParcelWeights & {
  quotes: ServiceQuote[]
  unavailable: UnavailableService[]
}

export const QUOTES_URL = '/api/quotes'
