import { BaseTransformer } from '@adonisjs/core/transformers'
import type Shipment from '#models/shipment'
import type ShipmentEvent from '#models/shipment_event'
import { carrierPapersReady, destinationOf } from '#domain/parcels'
import { currentStage, shipmentTimeline, STAGES, type TimelineEvent } from '#domain/tracking'
import { isoOf } from '#models/columns'
import { customerOf, invoiceSummary } from '#transformers/shared'

/** A tracking event: where and when, never who the parcel is for, so anyone may see it. */
const milestoneOf = (event: ShipmentEvent) => ({
  milestone: event.milestone,
  stage: event.stage,
  location: event.location,
  occurredAt: isoOf(event.occurredAt),
})

/** A timeline event, oldest first; an arrival names its package. */
const timelineEventOf = (event: TimelineEvent) => ({
  event: event.event,
  stage: event.stage,
  location: event.location,
  occurredAt: isoOf(event.occurredAt),
  packageNumber: event.packageNumber,
})

/** The shipment's timeline (events and packages preloaded). */
const timelineOf = (shipment: Shipment) =>
  shipmentTimeline(shipment, shipment.packages, shipment.events)

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
      incoterm: shipment.incoterm,
      // What the invoice charged for the destination's duties and taxes, when paid up front.
      dutiesUpFront:
        shipment.incoterm === 'DDP' &&
        shipment.dutiesCents !== null &&
        shipment.taxesCents !== null &&
        shipment.ddpFeeCents !== null
          ? {
              dutiesCents: shipment.dutiesCents,
              taxesCents: shipment.taxesCents,
              feeCents: shipment.ddpFeeCents,
            }
          : null,
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
        events: shipment.events.map(milestoneOf),
      }),
      // Its final cost against the invoice: the packed box, the carrier's bill for duties.
      ...(shipment.$preloaded.priceAdjustments !== undefined && {
        priceAdjustments: shipment.priceAdjustments.map((adjustment) => ({
          cause: adjustment.cause,
          invoicedCents: adjustment.invoicedCents,
          actualCents: adjustment.actualCents,
          absorbedCents: adjustment.absorbedCents,
          creditedCents: adjustment.creditedCents,
          recordedAt: isoOf(adjustment.createdAt),
        })),
      }),
      ...(shipment.$preloaded.events !== undefined &&
        shipment.$preloaded.packages !== undefined && {
          stage: currentStage(timelineOf(shipment)),
          timeline: timelineOf(shipment).map(timelineEventOf),
        }),
    }
  }

  /** Staff also see whose it is. */
  forStaff() {
    const shipment = this.resource
    return {
      ...this.toObject(),
      // Whether the carrier label and commercial invoice print (GET ….pdf answers 409 otherwise).
      carrierPapers: carrierPapersReady(shipment.status),
      ...customerOf(shipment),
    }
  }

  /**
   * The public tracking page (events and packages preloaded): the status, service, destination
   * country and timeline, never a name, phone, street, postal code or package number.
   */
  forTracking() {
    const shipment = this.resource
    const timeline = timelineOf(shipment)
    return {
      trackingNumber: shipment.trackingNumber,
      shipmentNumber: shipment.number,
      status: shipment.status,
      service: shipment.service,
      carrier: shipment.carrier,
      destinationCountry: shipment.country,
      stage: currentStage(timeline),
      stages: STAGES,
      timeline: timeline.map((event) => ({ ...timelineEventOf(event), packageNumber: null })),
      shippedAt: shipment.shippedAt?.toISO() ?? null,
      deliveredAt: shipment.deliveredAt?.toISO() ?? null,
    }
  }
}
