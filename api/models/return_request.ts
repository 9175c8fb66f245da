import { ReturnRequestSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Order from '#models/order'
import Shipment from '#models/shipment'
import type { ReturnStatus } from '#domain/returns'

/**
 * A customer's return of a delivered purchase-assistance order, from request to refund
 * (api/services/returns/returns.ts). Returns asked for before returns were of orders name the
 * shipment they were of instead (migration 0940).
 */
export default class ReturnRequest extends ReturnRequestSchema {
  @column() declare status: ReturnStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Order) declare order: BelongsTo<typeof Order>
  @belongsTo(() => Shipment) declare shipment: BelongsTo<typeof Shipment>
}
