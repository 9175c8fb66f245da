import { PurchaseRequestSchema } from '#database/schema'
import { belongsTo, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Invoice from '#models/invoice'
import Order from '#models/order'
import PurchaseRequestItem from '#models/purchase_request_item'
import type { PurchaseRequestStatus } from '#domain/orders'

export default class PurchaseRequest extends PurchaseRequestSchema {
  @column() declare status: PurchaseRequestStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Invoice) declare invoice: BelongsTo<typeof Invoice>
  @hasMany(() => PurchaseRequestItem) declare items: HasMany<typeof PurchaseRequestItem>
  @hasOne(() => Order) declare order: HasOne<typeof Order>
}
