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
export type ParcelWeights = Omit<QuoteResult, 'quotes' | 'unavailable'>

/** The services in the order pages list them. */
export const SERVICE_IDS: readonly ServiceId[] = [
  'fedex_ground',
  'fedex_express_saver',
  'fedex_standard_overnight',
  'fedex_international_priority',
  'fedex_international_economy',
  'other',
]

export const QUOTES_URL = '/api/quotes'
