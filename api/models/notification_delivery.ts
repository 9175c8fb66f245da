import { NotificationDeliverySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Channel } from '#domain/notifications'

/**
 * One message for an outside channel (email, SMS, push), written with its notification and sent
 * by a background job; `sentAt` once it left.
 */
export default class NotificationDelivery extends NotificationDeliverySchema {
  @column() declare channel: Channel
}
