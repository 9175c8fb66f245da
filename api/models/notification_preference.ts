import { NotificationPreferenceSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

/** SQLite and MySQL both hand booleans back as 0/1. */
const asBoolean = { consume: (value: unknown) => Boolean(value) }

export const NOTIFICATION_SWITCHES = [
  'email',
  'sms',
  'push',
  'marketing',
  'orderUpdates',
  'packageUpdates',
  'promotions',
  'securityAlerts',
] as const

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
