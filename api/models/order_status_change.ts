import { OrderStatusChangeSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { OrderStatus } from '#domain/orders'

/** One line of an order's history: who moved it, from where to where, and why. */
export default class OrderStatusChange extends OrderStatusChangeSchema {
  @column() declare fromStatus: OrderStatus | null
  @column() declare toStatus: OrderStatus

  @belongsTo(() => User, { foreignKey: 'changedById' }) declare changedBy: BelongsTo<typeof User>
}
