import { BaseTransformer } from '@adonisjs/core/transformers'
import type Notification from '#models/notification'
import { isoOf } from '#models/columns'
import { renderNotification } from '#services/platform/notification_texts'
import { subjectOf } from '#domain/notifications'

/** A notification as its reader sees it in the list, worded in the reader's language, with what it is about. */
export default class NotificationTransformer extends BaseTransformer<Notification> {
  constructor(
    notification: Notification,
    private readonly locale: string
  ) {
    super(notification)
  }

  toObject() {
    const notification = this.resource
    return {
      id: notification.id,
      type: notification.type,
      ...renderNotification(notification, this.locale),
      data: notification.values,
      // The record it is about, whose page the app links to (null: about nothing in particular).
      about: subjectOf(notification.values),
      read: notification.readAt !== null,
      readAt: notification.readAt?.toISO() ?? null,
      createdAt: isoOf(notification.createdAt),
    }
  }
}
