import type { ShipmentStatus } from '../packages/statuses'
import type { ParcelFacts, StaffPackage } from '../packages/types'

export { MILESTONES } from '#domain/tracking'
export { OUTBOUND_CARRIERS } from '#domain/parcels'

/** A package in a shipment: its facts, what the customer declared in it, and its photos. */
export interface ShipmentPackage
  extends ParcelFacts, Pick<StaffPackage, 'number' | 'declaredValueCents'> {
  lines?: { description: string; quantity: number; unitValueCents: number }[]
  photos?: { thumbnailUrl: string; url: string }[]
}

/** A shipment as `GET /api/admin/shipments[/:number]` gives it to staff. */
export interface StaffShipment {
  number: string
  status: ShipmentStatus
  service: string
  /** The carrier label and commercial invoice print only once the shipment is paid. */
  carrierPapers: boolean
  address: {
    recipientName: string
    recipientPhone: string
    street: string
    city: string
    state: string | null
    postalCode: string | null
    country: string
  }
  /** The destination in Latin letters for labels; null when `address` is Latin already. */
  latinAddress: {
    recipientName: string
    street: string
    city: string
    state: string | null
  } | null
  declaredValueCents: number | null
  estimatedPriceCents: number
  /** The standard box the customer chose to be repacked into, priced in the estimate. */
  repack: {
    box: string
    lengthIn: number
    widthIn: number
    heightIn: number
    savedCents: number
  } | null
  packed: {
    weightLb: number
    lengthIn: number | null
    widthIn: number | null
    heightIn: number | null
    billableWeightLb: number
  } | null
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
  customer?: { id: number; suite: string | null; name: string }
  invoice?: { number: string; status: string; totalCents: number } | null
  packages?: ShipmentPackage[]
  events?: { milestone: string; stage: string; location: string | null; occurredAt: string }[]
}

/** The carrier label: the destination in Latin letters, the service and the box. */
export const shipmentLabelUrl = (number: string) => `/api/admin/shipments/${number}/label.pdf`

/** The commercial invoice for customs: consignee in Latin letters, the declared lines. */
export const commercialInvoiceUrl = (number: string) =>
  `/api/admin/shipments/${number}/commercial-invoice.pdf`
