import { ShipmentSchema } from '#database/schema'
import { belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Package from '#models/package'
import Invoice from '#models/invoice'
import ShipmentEvent from '#models/shipment_event'
import ShipmentPriceAdjustment from '#models/shipment_price_adjustment'
import type { Incoterm, ServiceId, ShipmentStatus } from '#domain/parcels'
import { asNumber } from '#models/columns'

export default class Shipment extends ShipmentSchema {
  @column() declare status: ShipmentStatus
  @column() declare service: ServiceId
  @column() declare incoterm: Incoterm
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
  @hasMany(() => ShipmentPriceAdjustment)
  declare priceAdjustments: HasMany<typeof ShipmentPriceAdjustment>
  @manyToMany(() => Package, { pivotTable: 'shipment_packages' })
  declare packages: ManyToMany<typeof Package>
}
