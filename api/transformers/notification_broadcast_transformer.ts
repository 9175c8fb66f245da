import { BaseTransformer } from '@adonisjs/core/transformers'
import type NotificationBroadcast from '#models/notification_broadcast'
import { isoOf } from '#models/columns'
import { staffReference } from '#transformers/shared'

/** A notice staff sent, in the back office's record of what was sent. */
export default class NotificationBroadcastTransformer extends BaseTransformer<NotificationBroadcast> {
  toObject() {
    const broadcast = this.resource
    return {
      id: broadcast.id,
      audience: broadcast.audience,
      userId: broadcast.userId,
      type: broadcast.type,
      title: broadcast.title,
      body: broadcast.body,
      recipientCount: broadcast.recipientCount,
      sentBy: broadcast.sentBy ? staffReference(broadcast.sentBy) : null,
      createdAt: isoOf(broadcast.createdAt),
    }
  }
}
