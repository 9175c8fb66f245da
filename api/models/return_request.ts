import { ReturnRequestSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Shipment from '#models/shipment'
import type { ReturnStatus } from '#domain/returns'

/** A customer's return of a delivered shipment, from request to refund (api/services/returns/returns.ts). */
export default class ReturnRequest extends ReturnRequestSchema {
  @column() declare status: ReturnStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Shipment) declare shipment: BelongsTo<typeof Shipment>
}
