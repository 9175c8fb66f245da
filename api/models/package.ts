import { PackageSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import PackagePhoto from '#models/package_photo'
import CustomsLine from '#models/customs_line'
import type { PackageStatus } from '#domain/parcels'
import { asNumber } from '#models/columns'

export default class Package extends PackageSchema {
  @column() declare status: PackageStatus
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
}
