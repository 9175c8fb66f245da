import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import OrderItem from '#models/order_item'
import OrderStatusChange from '#models/order_status_change'
import PurchaseRequest from '#models/purchase_request'
import type { OrderStatus } from '#domain/orders'

export type OrderAddress = {
  recipientName: string
  street: string
  city: string
  state: string | null
  postalCode: string
  country: string
  recipientPhone?: string | null
  addressLine2?: string | null
}

/* Stored as JSON text on both databases (mysql2 would parse a JSON column, SQLite would not). */
const asJson = {
  prepare: (value: unknown) => (value === null ? null : JSON.stringify(value)),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
}

export default class Order extends BaseModel {
  @column({ isPrimary: true }) declare id: number
  @column() declare number: string
  @column() declare userId: number
  @column() declare status: OrderStatus
  @column() declare heldFrom: OrderStatus | null
  @column() declare totalCents: number
  @column(asJson) declare shippingAddress: OrderAddress
  @column(asJson) declare billingAddress: OrderAddress | null
  @column() declare inboundTracking: string | null
  @column() declare packageId: number | null
  @column() declare purchaseRequestId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @hasMany(() => OrderItem) declare items: HasMany<typeof OrderItem>
  @hasMany(() => OrderStatusChange) declare history: HasMany<typeof OrderStatusChange>
  @belongsTo(() => PurchaseRequest) declare purchaseRequest: BelongsTo<typeof PurchaseRequest>
}
