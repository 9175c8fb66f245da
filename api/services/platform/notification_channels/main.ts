import type { Channel } from '#domain/notifications'
import type { NotificationChannel } from '#services/platform/notification_channels/channel'
import { EmailChannel } from '#services/platform/notification_channels/email'
import { LogSmsDriver, SmsChannel } from '#services/platform/notification_channels/sms'
import { LogPushDriver, PushChannel } from '#services/platform/notification_channels/push'

/* The channels in use; a real SMS or push provider replaces its log driver here. */
export const channels: Record<Channel, NotificationChannel> = {
  email: new EmailChannel(),
  sms: new SmsChannel(new LogSmsDriver()),
  push: new PushChannel(new LogPushDriver()),
}
