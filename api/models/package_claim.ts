import { PackageClaimSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Package from '#models/package'
import type { ClaimStatus } from '#domain/parcels'

/** A customer's claim on an unidentified parcel, with their proof (api/services/parcels/claims.ts). */
export default class PackageClaim extends PackageClaimSchema {
  @column() declare status: ClaimStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Package) declare package: BelongsTo<typeof Package>
}
