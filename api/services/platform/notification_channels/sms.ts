import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import type {
  NotificationChannel,
  OutgoingMessage,
} from '#services/platform/notification_channels/channel'

/** What an SMS provider has to do; a real one (Twilio, SNS…) implements this. */
export interface SmsDriver {
  send(to: string, text: string): Promise<void>
}

/** No SMS provider is contracted yet: the message is written to the log instead. */
export class LogSmsDriver implements SmsDriver {
  async send(to: string, text: string) {
    logger.info({ to, text }, 'sms')
  }
}

/** Short text to the phone number of the account (always set: sign-up requires it). */
export class SmsChannel implements NotificationChannel {
  readonly name = 'sms' as const

  constructor(private driver: SmsDriver) {}

  recipientOf(user: User) {
    return user.phone || null
  }

  async send(_user: User, recipient: string, message: OutgoingMessage) {
    await this.driver.send(recipient, `${message.title}: ${message.body} ${message.link}`)
  }
}
