import { NotificationPreferenceSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import { asBoolean } from '#models/columns'
import type { NotificationSwitch } from '#domain/notifications'

export type Preferences = Record<NotificationSwitch, boolean>

export default class NotificationPreference extends NotificationPreferenceSchema {
  @column(asBoolean) declare email: boolean
  @column(asBoolean) declare sms: boolean
  @column(asBoolean) declare push: boolean
  @column(asBoolean) declare marketing: boolean
  @column(asBoolean) declare orderUpdates: boolean
  @column(asBoolean) declare packageUpdates: boolean
  @column(asBoolean) declare promotions: boolean
  @column(asBoolean) declare securityAlerts: boolean
}
