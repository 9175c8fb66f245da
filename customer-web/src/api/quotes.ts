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

/** The kinds of goods destinations charge duty by (api/services/landed_cost.ts). */
export const GOODS_CATEGORIES = [
  'electronics',
  'clothing_shoes',
  'cosmetics',
  'books',
  'toys',
  'jewellery_watches',
  'food_supplements',
  'other',
] as const

export type GoodsCategory = (typeof GOODS_CATEGORIES)[number]

export type DutiesNote =
  | 'domestic'
  | 'estimate'
  | 'below_de_minimis'
  | 'duty_below_de_minimis'
  | 'tax_below_de_minimis'
  | 'due'

/** What the destination levies on the declared goods; rates are null for an estimate. */
export interface DutiesAndTaxes {
  country: string
  estimate: boolean
  dutyRatePercent: number | null
  taxRatePercent: number | null
  taxName: string | null
  deMinimisCents: number | null
  taxDeMinimisCents: number | null
  taxBase: 'goods' | 'goods_duty' | 'goods_shipping_duty' | null
  note: DutiesNote
  estimateRangePercent: { min: number; max: number } | null
  source: string
}

/** Shipping plus duties and taxes; an estimate has only the range of its total. */
export interface LandedCost {
  shippingCents: number
  dutiesCents: number | null
  taxesCents: number | null
  totalCents: number | null
  estimateCents?: { minCents: number; maxCents: number }
}

export interface ServiceQuote {
  service: ServiceId
  /** English; pages name a service by its id through the catalogs. */
  name: string
  priceCents: number
  retailPriceCents: number
  transitDays: TransitDays
  /** Only when goods were declared. */
  landedCost?: LandedCost
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
  declaredValueCents?: number
  category?: GoodsCategory
}

/** One of the warehouse's standard boxes (outside dimensions). */
export interface StandardBox {
  id: string
  lengthIn: number
  widthIn: number
  heightIn: number
  maxWeightLb: number
}

/**
 * When a parcel is billed on its dimensional weight: the smallest standard box its contents fit
 * (null when none is smaller) and the services that cost less in it.
 */
export interface RepackAdvice {
  reason: 'dimensional_weight'
  box: StandardBox | null
  billableWeightLb: number | null
  quotes: { service: ServiceId; priceCents: number; savedCents: number }[]
}

export type QuoteResult = ParcelWeights & {
  quotes: ServiceQuote[]
  unavailable: UnavailableService[]
  dutiesAndTaxes?: DutiesAndTaxes
  repack: RepackAdvice | null
}

export const QUOTES_URL = '/api/quotes'
