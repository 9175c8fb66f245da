import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import type {
  NotificationChannel,
  OutgoingMessage,
} from '#services/platform/notification_channels/channel'

/** What a push provider has to do; a real one (FCM, Web Push…) implements this. */
export interface PushDriver {
  send(target: string, message: OutgoingMessage): Promise<void>
}

/** No push provider or device registration exists yet: the message is written to the log instead. */
export class LogPushDriver implements PushDriver {
  async send(target: string, message: OutgoingMessage) {
    logger.info({ target, ...message }, 'push')
  }
}

/** Pushed to every device of the user; the provider fans out, so the target is the user. */
export class PushChannel implements NotificationChannel {
  readonly name = 'push' as const

  constructor(private driver: PushDriver) {}

  recipientOf(user: User) {
    return `user:${user.id}`
  }

  async send(_user: User, recipient: string, message: OutgoingMessage) {
    await this.driver.send(recipient, message)
  }
}
