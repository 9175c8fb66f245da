import type { Channel, NotificationChannel } from '#services/notification_channels/channel'
import { EmailChannel } from '#services/notification_channels/email'
import { LogSmsDriver, SmsChannel } from '#services/notification_channels/sms'
import { LogPushDriver, PushChannel } from '#services/notification_channels/push'

/* The channels in use; a real SMS or push provider replaces its log driver here. */
export const channels: Record<Channel, NotificationChannel> = {
  email: new EmailChannel(),
  sms: new SmsChannel(new LogSmsDriver()),
  push: new PushChannel(new LogPushDriver()),
}
