import { BaseTransformer } from '@adonisjs/core/transformers'
import type Shipment from '#models/shipment'
import type ShipmentEvent from '#models/shipment_event'
import { destinationOf } from '#domain/parcels'
import { currentStage, STAGES } from '#domain/tracking'
import { isoOf } from '#models/columns'
import { customerReference, invoiceSummary } from '#transformers/shared'

/** A tracking event: where and when, never who the parcel is for, so anyone may see it. */
const milestoneOf = (event: ShipmentEvent) => ({
  milestone: event.milestone,
  stage: event.stage,
  location: event.location,
  occurredAt: isoOf(event.occurredAt),
})

/** A ship request, from request to delivery; packages, events and invoice when they were preloaded. */
export default class ShipmentTransformer extends BaseTransformer<Shipment> {
  toObject() {
    const shipment = this.resource
    return {
      ...this.pick(shipment, ['number', 'status', 'service']),
      address: destinationOf(shipment),
      // For carriers' labels; the customer confirmed it at the request. Null when `address` is Latin.
      // The columns are written together, so one set means all are.
      latinAddress:
        shipment.latinStreet !== null &&
        shipment.latinRecipientName !== null &&
        shipment.latinCity !== null
          ? {
              recipientName: shipment.latinRecipientName,
              street: shipment.latinStreet,
              city: shipment.latinCity,
              state: shipment.latinState,
            }
          : null,
      declaredValueCents: shipment.declaredValueCents,
      estimatedPriceCents: shipment.estimatedPriceCents,
      savings: {
        separateCents: shipment.separatePriceCents,
        consolidatedCents: shipment.estimatedPriceCents,
        savedCents: shipment.savedCents,
      },
      repack:
        shipment.repackBox !== null &&
        shipment.repackLengthIn !== null &&
        shipment.repackWidthIn !== null &&
        shipment.repackHeightIn !== null &&
        shipment.repackSavedCents !== null
          ? {
              box: shipment.repackBox,
              lengthIn: shipment.repackLengthIn,
              widthIn: shipment.repackWidthIn,
              heightIn: shipment.repackHeightIn,
              savedCents: shipment.repackSavedCents,
            }
          : null,
      packed: shipment.packedAt
        ? {
            weightLb: shipment.packedWeightLb,
            lengthIn: shipment.packedLengthIn,
            widthIn: shipment.packedWidthIn,
            heightIn: shipment.packedHeightIn,
            billableWeightLb: shipment.billableWeightLb,
          }
        : null,
      shippingCents: shipment.shippingCents,
      storageFeeCents: shipment.storageFeeCents,
      insuranceCents: shipment.insuranceCents,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      createdAt: isoOf(shipment.createdAt),
      packedAt: shipment.packedAt?.toISO() ?? null,
      invoicedAt: shipment.invoicedAt?.toISO() ?? null,
      paidAt: shipment.paidAt?.toISO() ?? null,
      shippedAt: shipment.shippedAt?.toISO() ?? null,
      deliveredAt: shipment.deliveredAt?.toISO() ?? null,
      cancelledAt: shipment.cancelledAt?.toISO() ?? null,
      ...(shipment.$preloaded.invoice !== undefined && {
        invoice: shipment.invoice ? invoiceSummary(shipment.invoice) : null,
      }),
      ...(shipment.$preloaded.packages !== undefined && {
        packages: shipment.packages.map((pkg) => ({
          number: pkg.number,
          sender: pkg.sender,
          description: pkg.description,
          ...pkg.measurements,
          declaredValueCents: pkg.declaredValueCents,
          ...(pkg.$preloaded.customsLines !== undefined && {
            lines: pkg.customsLines.map((line) => ({
              description: line.description,
              quantity: line.quantity,
              unitValueCents: line.unitValueCents,
            })),
          }),
          ...(pkg.$preloaded.photos !== undefined && {
            photos: pkg.photos.map((photo) => ({
              thumbnailUrl: photo.thumbnailUrl,
              url: photo.url,
            })),
          }),
        })),
      }),
      ...(shipment.$preloaded.events !== undefined && {
        stage: currentStage(shipment.events),
        events: shipment.events.map(milestoneOf),
      }),
    }
  }

  /** Staff also see whose it is. */
  forStaff() {
    const shipment = this.resource
    return {
      ...this.toObject(),
      ...(shipment.$preloaded.user && { customer: customerReference(shipment.user) }),
    }
  }

  /**
   * The public tracking page (events preloaded): the status, service, destination country and
   * events, never a name, phone, street or postal code.
   */
  forTracking() {
    const shipment = this.resource
    return {
      trackingNumber: shipment.trackingNumber,
      shipmentNumber: shipment.number,
      status: shipment.status,
      service: shipment.service,
      carrier: shipment.carrier,
      destinationCountry: shipment.country,
      stage: currentStage(shipment.events),
      stages: STAGES,
      milestones: shipment.events.map(milestoneOf),
      shippedAt: shipment.shippedAt?.toISO() ?? null,
      deliveredAt: shipment.deliveredAt?.toISO() ?? null,
    }
  }
}
