import { BaseTransformer } from '@adonisjs/core/transformers'
import type NotificationPreference from '#models/notification_preference'
import { NOTIFICATION_SWITCHES } from '#domain/notifications'
import type { Preferences } from '#models/notification_preference'

/** A user's notification switches, by name. */
export default class NotificationPreferenceTransformer extends BaseTransformer<NotificationPreference> {
  toObject(): Preferences {
    return Object.fromEntries(
      NOTIFICATION_SWITCHES.map((name) => [name, this.resource[name]])
    ) as Preferences
  }
}
