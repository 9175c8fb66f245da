/** The customer's ship requests (outbound shipments): request, estimate, invoice, journey. */
import { listUrl, type ListParams } from './list'
import type { ApiBody, ApiResponse } from './registry'

/**
 * GET /api/shipments/:number: all of it. List rows (GET /api/shipments) have `packages` too; `invoice` is
 * the one raised with the request (null only for a request made before prices were locked at it).
 */
export type ShipmentDetail = Required<ApiResponse<'shipments.show'>>
export type Shipment = ApiResponse<'shipments.index'>[number]
export type ShipmentStatus = Shipment['status']
export type ShipmentSavings = Shipment['savings']
export type ShipmentPackage = ShipmentDetail['packages'][number]
export type ShipmentInvoiceSummary = NonNullable<ShipmentDetail['invoice']>
export type ShipmentEvent = ShipmentDetail['events'][number]
export type Milestone = ShipmentEvent['milestone']
export type Stage = ShipmentEvent['stage']
/** One step of a shipment's journey, oldest first: what the warehouse did and what was recorded. */
export type ShipmentTimelineEvent = ShipmentDetail['timeline'][number]

/** An address in Latin letters, as carriers print it. */
export type LatinAddress = NonNullable<Shipment['latinAddress']>

/** POST /api/shipments/latin-address: the Latin spelling proposed for a non-Latin destination. */
export type LatinAddressRequest = ApiBody<'shipments.latin_address'>

export const LATIN_ADDRESS_URL = '/api/shipments/latin-address'

/** POST /api/shipments: a saved address by id, or a new one. */
export type ShipRequest = ApiBody<'shipments.store'>

/** POST /api/shipments/quote: every service for the packages in one box, with the saving of each. */
export type ShipmentQuoteRequest = ApiBody<'shipments.quote'>
export type ShipmentQuote = ApiResponse<'shipments.quote'>
export type ConsolidatedServiceQuote = ShipmentQuote['quotes'][number]

export const SHIPMENTS_URL = '/api/shipments'
export const SHIPMENT_QUOTE_URL = '/api/shipments/quote'

export const shipmentUrl = (number: string) => `${SHIPMENTS_URL}/${encodeURIComponent(number)}`

export const shipmentsListUrl = (params: ListParams) => listUrl(SHIPMENTS_URL, params)
