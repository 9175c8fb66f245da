import { NotificationPreferenceSchema } from '#database/schema'
import type { NotificationSwitch } from '#domain/notifications'

export type Preferences = Record<NotificationSwitch, boolean>

export default class NotificationPreference extends NotificationPreferenceSchema {}
