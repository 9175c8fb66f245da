import { PackageSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { DateTime } from 'luxon'
import User from '#models/user'
import PackagePhoto from '#models/package_photo'
import CustomsLine from '#models/customs_line'
import type { PackageStatus } from '#domain/parcels'
import { storageStatus } from '#domain/storage_clock'
import { asBoolean, asNumber, isoOf } from '#models/columns'

export default class Package extends PackageSchema {
  @column() declare status: PackageStatus
  @column(asBoolean) declare duplicateTracking: boolean
  @column(asBoolean) declare hasProhibitedItems: boolean
  @column(asNumber) declare weightLb: number
  @column(asNumber) declare lengthIn: number
  @column(asNumber) declare widthIn: number
  @column(asNumber) declare heightIn: number

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @hasMany(() => PackagePhoto) declare photos: HasMany<typeof PackagePhoto>
  @hasMany(() => CustomsLine) declare customsLines: HasMany<typeof CustomsLine>

  get measurements() {
    return {
      weightLb: this.weightLb,
      lengthIn: this.lengthIn,
      widthIn: this.widthIn,
      heightIn: this.heightIn,
    }
  }

  /**
   * The customer's view; photos and customs lines when they were preloaded. A list row gives each
   * photo's thumbnail only; the detail gives the thumbnail for its grid and the full image.
   */
  toJSONForCustomer(now?: DateTime, view: 'list' | 'detail' = 'detail') {
    const { storageDaysLeft, storageFeeCents, freeUntil, disposalEligible } = storageStatus(
      this,
      now
    )
    return {
      number: this.number,
      status: this.status,
      carrier: this.carrier,
      inboundTracking: this.inboundTracking,
      sender: this.sender,
      description: this.description,
      ...this.measurements,
      receivedAt: this.receivedAt?.toISO() ?? null,
      updatedAt: isoOf(this.updatedAt),
      declaredValueCents: this.declaredValueCents,
      declaredAt: this.declaredAt?.toISO() ?? null,
      hasProhibitedItems: this.hasProhibitedItems,
      freeStorageUntil: freeUntil,
      storageDaysLeft,
      storageFeeCents,
      disposalEligible,
      ...(this.$preloaded.photos !== undefined && {
        photos: this.photos.map((photo) =>
          view === 'list'
            ? { thumbnailUrl: photo.thumbnailUrl }
            : { thumbnailUrl: photo.thumbnailUrl, url: photo.url, contentType: photo.contentType }
        ),
      }),
      ...(this.$preloaded.customsLines !== undefined && {
        customsLines: this.customsLines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitValueCents: line.unitValueCents,
          hsCode: line.hsCode,
          originCountry: line.originCountry,
          category: line.category,
          prohibitedCategory: line.prohibitedCategory,
        })),
      }),
    }
  }

  /** A parcel waiting for its owner: since when, and how many claims on it wait for staff. */
  toJSONForUnidentified(now: DateTime) {
    return {
      number: this.number,
      carrier: this.carrier,
      inboundTracking: this.inboundTracking,
      sender: this.sender,
      description: this.description,
      ...this.measurements,
      receivedAt: this.receivedAt?.toISO() ?? null,
      ageDays: this.receivedAt ? Math.floor(now.diff(this.receivedAt, 'days').days) : 0,
      pendingClaims: Number(this.$extras.pending_claims ?? 0),
    }
  }

  /** Staff also see whose it is and what needs a look. */
  toJSONForStaff(now?: DateTime, view: 'list' | 'detail' = 'detail') {
    return {
      ...this.toJSONForCustomer(now, view),
      duplicateTracking: this.duplicateTracking,
      disposedAt: this.disposedAt?.toISO() ?? null,
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
