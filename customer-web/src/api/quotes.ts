/**
 * Shipping prices from the rate engine (POST /api/quotes and the consolidated quote of a ship request).
 * The browser shows these figures as they come; it never prices anything itself.
 */
import type { ApiBody, ApiResponse } from './registry'

/** POST /api/quotes */
export type QuoteRequest = ApiBody<'quotes.store'>
export type QuoteResult = ApiResponse<'quotes.store'>

export type ServiceQuote = QuoteResult['quotes'][number]
export type ServiceId = ServiceQuote['service']
export type TransitDays = ServiceQuote['transitDays']
export type UnavailableService = QuoteResult['unavailable'][number]
export type UnavailableReason = UnavailableService['reason']
export type ParcelWeights = Pick<
  QuoteResult,
  'actualWeightLb' | 'dimensionalWeightLb' | 'billableWeightLb'
>
export type ParcelMeasurements = Pick<
  QuoteRequest,
  'weightLb' | 'lengthIn' | 'widthIn' | 'heightIn'
>

/** Shipping plus duties and taxes; an estimate has only the range of its total. */
export type LandedCost = NonNullable<ServiceQuote['landedCost']>
/** What the destination levies on the declared goods; rates are null for an estimate. */
export type DutiesAndTaxes = NonNullable<QuoteResult['dutiesAndTaxes']>
/**
 * When a parcel is billed on its dimensional weight: the smallest standard box its contents fit
 * (null when none is smaller) and the services that cost less in it.
 */
export type RepackAdvice = NonNullable<QuoteResult['repack']>
export type StandardBox = NonNullable<RepackAdvice['box']>

export type GoodsCategory = NonNullable<QuoteRequest['category']>

/** The kinds of goods in the order the category choice lists them, and the services in the order pages list them. */
export { GOODS_CATEGORIES, SERVICE_IDS } from '#domain/parcels'

export const QUOTES_URL = '/api/quotes'
