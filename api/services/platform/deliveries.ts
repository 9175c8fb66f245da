/**
 * Sends one notification delivery (an email, an SMS, a push) written by #services/platform/notify,
 * from a background job. A delivery that already left is not sent again, so a job run twice (a
 * retry after a timeout, a job sent back from the failed list) sends it once.
 */
import { DateTime } from 'luxon'
import Notification from '#models/notification'
import NotificationDelivery from '#models/notification_delivery'
import User from '#models/user'
import { channels } from '#services/platform/notification_channels/main'
import { notificationsLink, renderNotification } from '#services/platform/notification_texts'

export async function sendDelivery(deliveryId: number) {
  const delivery = await NotificationDelivery.find(deliveryId)
  // Gone with its notification (an account deleted meanwhile), or already sent.
  if (!delivery || delivery.sentAt) return
  const notification = await Notification.findOrFail(delivery.notificationId)
  const user = await User.findOrFail(notification.userId)
  // Rendered now, in the recipient's language of the day.
  await channels[delivery.channel].send(user, delivery.recipient, {
    ...renderNotification(notification, user.locale),
    link: notificationsLink(user),
  })
  delivery.sentAt = DateTime.utc()
  await delivery.save()
}
