import { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Package from '#models/package'
import { storageStatus } from '#domain/storage_clock'
import { hsSubheading } from '#domain/harmonized_system'
import { isoOf } from '#models/columns'
import { customerOf } from '#transformers/shared'
import type { Subject } from '#domain/notifications'

/** What the parcel says of itself at the door: carrier, tracking, sender, contents and size. */
const asLabelled = (pkg: Package) => ({
  carrier: pkg.carrier,
  inboundTracking: pkg.inboundTracking,
  sender: pkg.sender,
  description: pkg.description,
  ...pkg.measurements,
})

/**
 * An inbound package; photos and customs lines when they were preloaded. A list row gives each
 * photo's thumbnail only; the detail gives the thumbnail for its grid and the full image, and the
 * records the package names (its shipment, its order).
 */
export default class PackageTransformer extends BaseTransformer<Package> {
  constructor(
    pkg: Package,
    private readonly now?: DateTime,
    private readonly view: 'list' | 'detail' = 'detail',
    private readonly related?: Subject[]
  ) {
    super(pkg)
  }

  toObject() {
    const pkg = this.resource
    const { storageDaysLeft, storageFeeCents, freeUntil, disposalEligible } = storageStatus(
      pkg,
      this.now
    )
    return {
      number: pkg.number,
      status: pkg.status,
      ...asLabelled(pkg),
      receivedAt: pkg.receivedAt?.toISO() ?? null,
      updatedAt: isoOf(pkg.updatedAt),
      declaredValueCents: pkg.declaredValueCents,
      declaredAt: pkg.declaredAt?.toISO() ?? null,
      hasProhibitedItems: pkg.hasProhibitedItems,
      freeStorageUntil: freeUntil,
      storageDaysLeft,
      storageFeeCents,
      disposalEligible,
      ...(pkg.$preloaded.photos !== undefined && {
        photos: pkg.photos.map((photo) =>
          this.view === 'list'
            ? { thumbnailUrl: photo.thumbnailUrl }
            : { thumbnailUrl: photo.thumbnailUrl, url: photo.url, contentType: photo.contentType }
        ),
      }),
      ...(pkg.$preloaded.customsLines !== undefined && {
        customsLines: pkg.customsLines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitValueCents: line.unitValueCents,
          hsCode: line.hsCode,
          hsDescription: line.hsCode ? (hsSubheading(line.hsCode)?.description ?? null) : null,
          originCountry: line.originCountry,
          category: line.category,
          prohibitedCategory: line.prohibitedCategory,
        })),
      }),
      ...(this.related !== undefined && { related: this.related }),
    }
  }

  /** Staff also see whose it is and what needs a look. */
  forStaff() {
    const pkg = this.resource
    return {
      ...this.toObject(),
      duplicateTracking: pkg.duplicateTracking,
      disposedAt: pkg.disposedAt?.toISO() ?? null,
      ...customerOf(pkg),
    }
  }

  /** A parcel waiting for its owner: since when, and how many claims on it wait for staff. */
  forUnidentified() {
    const pkg = this.resource
    const now = this.now ?? DateTime.utc()
    return {
      number: pkg.number,
      ...asLabelled(pkg),
      receivedAt: pkg.receivedAt?.toISO() ?? null,
      ageDays: pkg.receivedAt ? Math.floor(now.diff(pkg.receivedAt, 'days').days) : 0,
      pendingClaims: Number(pkg.$extras.pending_claims ?? 0),
    }
  }
}
