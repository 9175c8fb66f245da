/** The customer's ship requests (outbound shipments): request, estimate, invoice, journey. */
import type { AddressFields, Destination } from './addresses'
import { listUrl, type ListParams } from './list'
import type {
  DutiesAndTaxes,
  ParcelMeasurements,
  RepackAdvice,
  StandardBox,
  ParcelWeights,
  ServiceId,
  ServiceQuote,
  UnavailableService,
} from './quotes'

export type ShipmentStatus =
  'requested' | 'invoiced' | 'paid' | 'shipped' | 'delivered' | 'cancelled'

export type Milestone =
  | 'order_confirmed'
  | 'payment_processed'
  | 'items_sourced'
  | 'package_arrived'
  | 'customs_cleared'
  | 'package_on_the_way'
  | 'package_delivered'

export type Stage =
  | 'online_platform'
  | 'store_to_warehouse'
  | 'shipping_center'
  | 'international_transit'
  | 'your_address'

export interface ShipmentEvent {
  milestone: Milestone
  stage: Stage
  location: string | null
  occurredAt: string
}

export interface ShipmentSavings {
  separateCents: number
  consolidatedCents: number
  savedCents: number
}

export interface ShipmentInvoiceSummary {
  number: string
  status: 'unpaid' | 'paid' | 'refunded' | 'void'
  totalCents: number
}

export interface ShipmentPackage extends ParcelMeasurements {
  number: string
  sender: string | null
  description: string | null
  declaredValueCents: number | null
}

/** GET /api/shipments (list rows have `packages`) and GET /api/shipments/:number (all of it). */
export interface Shipment {
  number: string
  status: ShipmentStatus
  service: ServiceId
  address: Destination
  latinAddress: LatinAddress | null
  declaredValueCents: number | null
  /** The consolidated estimate at request time; the invoice uses the packed box. */
  estimatedPriceCents: number
  savings: ShipmentSavings
  /** The standard box the customer chose to be repacked into, with what it saved. */
  repack: {
    box: string
    lengthIn: number
    widthIn: number
    heightIn: number
    savedCents: number
  } | null
  packed: (ParcelMeasurements & { billableWeightLb: number }) | null
  shippingCents: number | null
  storageFeeCents: number | null
  insuranceCents: number | null
  carrier: string | null
  trackingNumber: string | null
  createdAt: string
  packedAt: string | null
  invoicedAt: string | null
  paidAt: string | null
  shippedAt: string | null
  deliveredAt: string | null
  cancelledAt: string | null
  /** Absent on list rows; null until staff invoice the packed box. */
  invoice?: ShipmentInvoiceSummary | null
  packages?: ShipmentPackage[]
  stage?: Stage
  events?: ShipmentEvent[]
}

export type { Destination }

/** An address in Latin letters, as carriers print it. */
export interface LatinAddress {
  recipientName: string
  street: string
  city: string
  state: string | null
}

/** POST /api/shipments/latin-address: the Latin spelling proposed for a non-Latin destination. */
export type LatinAddressRequest =
  | { addressId: number }
  | { address: { recipientName: string; street: string; city: string; state?: string } }

export const LATIN_ADDRESS_URL = '/api/shipments/latin-address'

/** POST /api/shipments: a saved address by id, or a new one. */
export type ShipRequest = {
  packageNumbers: string[]
  service: ServiceId
  repack?: boolean
  /** The Latin spelling the customer confirmed, for a non-Latin destination. */
  latinAddress?: Omit<LatinAddress, 'state'> & { state?: string }
} & (
  | { addressId: number; address?: never }
  | { address: Omit<AddressFields, 'label'>; addressId?: never }
)

/** POST /api/shipments/quote: every service for the packages in one box, with the saving of each. */
export interface ShipmentQuoteRequest {
  packageNumbers: string[]
  country: string
  postalCode: string
}

export interface ConsolidatedServiceQuote extends ServiceQuote {
  /** Each package shipped alone with this service, added up. */
  separateCents: number
  savedCents: number
}

export interface ShipmentQuote {
  /** `box`: the smallest standard box that holds the packages together, if any does. */
  parcel: ParcelMeasurements & ParcelWeights & { box: StandardBox | null }
  quotes: ConsolidatedServiceQuote[]
  unavailable: UnavailableService[]
  /** Once every package is declared: what the destination levies on the declared lines. */
  dutiesAndTaxes?: DutiesAndTaxes
  repack: RepackAdvice | null
}

export const SHIPMENTS_URL = '/api/shipments'
export const SHIPMENT_QUOTE_URL = '/api/shipments/quote'

export const shipmentUrl = (number: string) => `${SHIPMENTS_URL}/${encodeURIComponent(number)}`

export const shipmentsListUrl = (params: ListParams) => listUrl(SHIPMENTS_URL, params)
