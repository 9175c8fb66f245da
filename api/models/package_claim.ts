import { PackageClaimSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Package from '#models/package'
import type { ClaimStatus } from '#domain/parcels'
import { isoOf } from '#models/columns'

/** A customer's claim on an unidentified parcel, with their proof (api/services/parcels/claims.ts). */
export default class PackageClaim extends PackageClaimSchema {
  @column() declare status: ClaimStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Package) declare package: BelongsTo<typeof Package>

  /** The customer's own view: the parcel's number only once it is theirs. */
  toJSONForCustomer() {
    return {
      id: this.id,
      status: this.status,
      inboundTracking: this.inboundTracking,
      packageNumber: this.status === 'approved' ? (this.package?.number ?? null) : null,
      createdAt: isoOf(this.createdAt),
      decidedAt: this.decidedAt?.toISO() ?? null,
    }
  }

  /** Staff see who claims, and fetch the proof through its own staff-only route. */
  toJSONForStaff() {
    return {
      ...this.toJSONForCustomer(),
      packageNumber: this.package?.number ?? null,
      proofUrl: `/api/admin/package-claims/${this.id}/proof`,
      proofContentType: this.proofContentType,
      proofSizeBytes: this.proofSizeBytes,
      ...(this.$preloaded.user && {
        customer: {
          id: this.user.id,
          suite: this.user.customerId,
          name: `${this.user.firstName} ${this.user.lastName}`,
          email: this.user.email,
        },
      }),
    }
  }
}
