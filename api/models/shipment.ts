import { ShipmentSchema } from '#database/schema'
import { belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Package from '#models/package'
import Invoice from '#models/invoice'
import ShipmentEvent from '#models/shipment_event'
import type { ServiceId, ShipmentStatus } from '#domain/parcels'
import { currentStage } from '#domain/tracking'
import { asNumber, isoOf } from '#models/columns'

export default class Shipment extends ShipmentSchema {
  @column() declare status: ShipmentStatus
  @column() declare service: ServiceId
  @column(asNumber) declare packedWeightLb: number | null
  @column(asNumber) declare packedLengthIn: number | null
  @column(asNumber) declare packedWidthIn: number | null
  @column(asNumber) declare packedHeightIn: number | null
  @column(asNumber) declare billableWeightLb: number | null
  @column(asNumber) declare repackLengthIn: number | null
  @column(asNumber) declare repackWidthIn: number | null
  @column(asNumber) declare repackHeightIn: number | null

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Invoice) declare invoice: BelongsTo<typeof Invoice>
  @hasMany(() => ShipmentEvent) declare events: HasMany<typeof ShipmentEvent>
  @manyToMany(() => Package, { pivotTable: 'shipment_packages' })
  declare packages: ManyToMany<typeof Package>

  /** The customer's view; packages, events and invoice when they were preloaded. */
  toJSONForCustomer() {
    return {
      number: this.number,
      status: this.status,
      service: this.service,
      address: {
        recipientName: this.recipientName,
        recipientPhone: this.recipientPhone,
        street: this.street,
        city: this.city,
        state: this.state,
        postalCode: this.postalCode,
        country: this.country,
      },
      // For carriers' labels; the customer confirmed it at the request. Null when `address` is Latin.
      // The columns are written together, so one set means all are.
      latinAddress:
        this.latinStreet !== null && this.latinRecipientName !== null && this.latinCity !== null
          ? {
              recipientName: this.latinRecipientName,
              street: this.latinStreet,
              city: this.latinCity,
              state: this.latinState,
            }
          : null,
      declaredValueCents: this.declaredValueCents,
      estimatedPriceCents: this.estimatedPriceCents,
      savings: {
        separateCents: this.separatePriceCents,
        consolidatedCents: this.estimatedPriceCents,
        savedCents: this.savedCents,
      },
      repack:
        this.repackBox !== null &&
        this.repackLengthIn !== null &&
        this.repackWidthIn !== null &&
        this.repackHeightIn !== null &&
        this.repackSavedCents !== null
          ? {
              box: this.repackBox,
              lengthIn: this.repackLengthIn,
              widthIn: this.repackWidthIn,
              heightIn: this.repackHeightIn,
              savedCents: this.repackSavedCents,
            }
          : null,
      packed: this.packedAt
        ? {
            weightLb: this.packedWeightLb,
            lengthIn: this.packedLengthIn,
            widthIn: this.packedWidthIn,
            heightIn: this.packedHeightIn,
            billableWeightLb: this.billableWeightLb,
          }
        : null,
      shippingCents: this.shippingCents,
      storageFeeCents: this.storageFeeCents,
      insuranceCents: this.insuranceCents,
      carrier: this.carrier,
      trackingNumber: this.trackingNumber,
      createdAt: isoOf(this.createdAt),
      packedAt: this.packedAt?.toISO() ?? null,
      invoicedAt: this.invoicedAt?.toISO() ?? null,
      paidAt: this.paidAt?.toISO() ?? null,
      shippedAt: this.shippedAt?.toISO() ?? null,
      deliveredAt: this.deliveredAt?.toISO() ?? null,
      cancelledAt: this.cancelledAt?.toISO() ?? null,
      ...(this.$preloaded.invoice !== undefined && {
        invoice: this.invoice
          ? {
              number: this.invoice.number,
              status: this.invoice.status,
              totalCents: this.invoice.totalCents,
            }
          : null,
      }),
      ...(this.$preloaded.packages !== undefined && {
        packages: this.packages.map((pkg) => ({
          number: pkg.number,
          sender: pkg.sender,
          description: pkg.description,
          ...pkg.measurements,
          declaredValueCents: pkg.declaredValueCents,
        })),
      }),
      ...(this.$preloaded.events !== undefined && {
        stage: currentStage(this.events),
        events: this.events.map((event) => event.toJSON()),
      }),
    }
  }

  toJSONForStaff() {
    return {
      ...this.toJSONForCustomer(),
      ...(this.$preloaded.user && {
        customer: {
          id: this.user.id,
          suite: this.user.customerId,
          name: `${this.user.firstName} ${this.user.lastName}`,
        },
      }),
    }
  }
}
