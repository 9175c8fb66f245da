import type { Channel } from '#domain/notifications'
import type { NotificationChannel } from '#services/platform/notification_channels/channel'
import { EmailChannel } from '#services/platform/notification_channels/email'
import { LogDriver, ProviderChannel } from '#services/platform/notification_channels/provider'

/* The channels in use; a real SMS or push provider replaces its log driver here. */
export const channels: Record<Channel, NotificationChannel> = {
  email: new EmailChannel(),
  // To the phone number of the account (always set: sign-up requires it).
  sms: new ProviderChannel('sms', (user) => user.phone || null, new LogDriver('sms')),
  // To every device of the user; the provider fans out, so the target is the user.
  push: new ProviderChannel('push', (user) => `user:${user.id}`, new LogDriver('push')),
}
