/**
 * Sends one notification delivery (an email, an SMS, a push) written by #services/platform/notify,
 * from a background job, once (#services/platform/send_once): a job run twice (a retry after a
 * timeout, a job sent back from the failed list, the sweep's re-queue) sends it once, and one
 * whose worker died mid-send sends it again, under the same Message-ID.
 */
import { DateTime } from 'luxon'
import Notification from '#models/notification'
import NotificationDelivery from '#models/notification_delivery'
import User from '#models/user'
import { channels } from '#services/platform/notification_channels/main'
import { notificationLink, renderNotification } from '#services/platform/notification_texts'
import { sendOnce } from '#services/platform/send_once'

/** `claimant`: the queue job sending it (see sendOnce). */
export async function sendDelivery(deliveryId: number, claimant?: string) {
  const delivery = await NotificationDelivery.find(deliveryId)
  // Gone with its notification (an account deleted meanwhile), or already sent.
  if (!delivery || delivery.sentAt) return
  const notification = await Notification.findOrFail(delivery.notificationId)
  const user = await User.findOrFail(notification.userId)
  // Rendered now, in the recipient's language of the day.
  const message = {
    ...renderNotification(notification, user.locale),
    ...notificationLink(notification, user),
  }
  const row = {
    table: 'notification_deliveries',
    id: delivery.id,
    column: 'sent_at',
    createdAt: delivery.createdAt,
  }
  try {
    await sendOnce(
      row,
      (messageId) =>
        channels[delivery.channel].send(user, delivery.recipient, { ...message, messageId }),
      claimant
    )
  } catch (error) {
    // From now on its job's retries, then staff's failed list, own it; not the sweep.
    delivery.failedAt = DateTime.utc()
    await delivery.save()
    throw error
  }
}
