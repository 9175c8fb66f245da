import { NotificationSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** Every kind of notification a user can receive. */
export const NOTIFICATION_TYPES = [
  'order_created',
  'order_updated',
  'package_delivered',
  'wallet_update',
  'system_alert',
  'promotion',
  'package_received',
  'storage_reminder',
] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export default class Notification extends NotificationSchema {
  @column() declare type: NotificationType

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /** The values the type's text is written with. */
  get values(): Record<string, unknown> {
    return this.data ? JSON.parse(this.data) : {}
  }
}
