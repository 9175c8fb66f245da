import { NotificationDeliverySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Channel } from '#services/platform/notification_channels/channel'

/** One message that left through an outside channel (email, SMS, push). */
export default class NotificationDelivery extends NotificationDeliverySchema {
  @column() declare channel: Channel
}
