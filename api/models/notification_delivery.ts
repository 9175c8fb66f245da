import { NotificationDeliverySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Channel } from '#domain/notifications'

/** One message that left through an outside channel (email, SMS, push). */
export default class NotificationDelivery extends NotificationDeliverySchema {
  @column() declare channel: Channel
}
