/** Packages and the shipments that carry them: their statuses, machines and shipping services. */
import { defineMachine } from '#domain/state_machine'

export const packageMachine = defineMachine(
  {
    expected: ['received'],
    // Received without a known suite: no customer until a claim on it is approved.
    unidentified: ['received'],
    // A cancelled ship request gives the package back to storage.
    received: ['ship_requested', 'returned', 'disposed'],
    ship_requested: ['shipped', 'received'],
    shipped: [],
    returned: [],
    disposed: [],
  },
  // The messages word each state with an ICU `select`, so every language names them itself.
  'parcels.illegalTransition.package'
)
export const PACKAGE_STATUSES = packageMachine.statuses
export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

/* Staff decide a claim once. */
export const claimMachine = defineMachine(
  { pending: ['approved', 'rejected'], approved: [], rejected: [] },
  'parcels.claimAlreadyDecided'
)
export const CLAIM_STATUSES = claimMachine.statuses
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export const shipmentMachine = defineMachine(
  {
    requested: ['invoiced', 'cancelled'],
    invoiced: ['paid', 'cancelled'],
    paid: ['shipped'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
  },
  'parcels.illegalTransition.shipment'
)
export const SHIPMENT_STATUSES = shipmentMachine.statuses
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/**
 * Who pays the destination's duties and taxes: the shipper, with our invoice (DDP, delivered duty
 * paid), or the receiver at the door (DAP, delivered at place), as labels and customs papers say.
 */
export const INCOTERMS = ['DDP', 'DAP'] as const
export type Incoterm = (typeof INCOTERMS)[number]

/** The statuses of a shipment the customer has paid for, wherever it is on its way. */
export const PAID_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['paid', 'shipped', 'delivered']

/**
 * The statuses in which the warehouse packs a shipment: from the request (invoiced with it when its
 * service is priced) until the box leaves.
 */
export const PACKING_STATUSES: readonly ShipmentStatus[] = ['requested', 'invoiced', 'paid']

/*
 * The carrier label and the commercial invoice print once the customer has paid: before, the box
 * must not leave, and a printed label would let it.
 */
export const carrierPapersReady = (status: string) =>
  (PAID_SHIPMENT_STATUSES as readonly string[]).includes(status)

/**
 * A consolidation saving is the customer's once the shipment is paid: a request that may still be
 * cancelled, or an invoice not yet paid, has saved nothing yet.
 */
export const SAVING_SHIPMENT_STATUSES = PAID_SHIPMENT_STATUSES

export const SERVICE_IDS = [
  'fedex_ground',
  'fedex_express_saver',
  'fedex_standard_overnight',
  'fedex_international_priority',
  'fedex_international_economy',
  'other',
] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

/** The carriers a shipment leaves with; staff name one with its tracking number. */
export const OUTBOUND_CARRIERS = ['FedEx', 'UPS', 'USPS', 'DHL'] as const

/** The carriers that bring parcels to the warehouse: ours, the stores' own, or another. */
export const INBOUND_CARRIERS = [
  ...OUTBOUND_CARRIERS,
  'Amazon Logistics',
  'OnTrac',
  'LaserShip',
  'Other',
] as const

/** What a customer declares goods as, for customs and the import duties they decide. */
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

/** Where a parcel goes: a saved address, the copy a shipment keeps, or an order's billing address. */
export type Destination = {
  recipientName: string
  recipientPhone: string
  street: string
  city: string
  state: string | null
  postalCode: string
  country: string
}

/** A destination as a customer sends it: the state may be left out where there is none. */
export type DestinationInput = Omit<Destination, 'state'> & { state?: string | null }

/** The destination fields alone, from anything that holds them among others. */
export const destinationOf = (place: Destination): Destination => ({
  recipientName: place.recipientName,
  recipientPhone: place.recipientPhone,
  street: place.street,
  city: place.city,
  state: place.state,
  postalCode: place.postalCode,
  country: place.country,
})

/** What the PDF fonts and Latin-only carrier systems take: ASCII and the Latin-1 letters. */
export const LATIN_TEXT =
  /^[\x20-\x7e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2018\u2019\u201c\u201d\u2013\u2014]*$/
