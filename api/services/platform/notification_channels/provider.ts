import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import type { Channel } from '#domain/notifications'
import type {
  NotificationChannel,
  OutgoingMessage,
} from '#services/platform/notification_channels/channel'

/** What an SMS or push provider has to do; a real one (Twilio, FCM, Web Push…) implements this. */
export interface ProviderDriver {
  send(target: string, message: OutgoingMessage): Promise<void>
}

/** No provider is contracted yet: the message is written to the log, under the channel's name. */
export class LogDriver implements ProviderDriver {
  constructor(private channel: Channel) {}

  async send(target: string, message: OutgoingMessage) {
    logger.info({ target, ...message }, this.channel)
  }
}

/** A channel whose provider delivers to the target `recipientOf` picks for the user. */
export class ProviderChannel implements NotificationChannel {
  constructor(
    readonly name: Channel,
    readonly recipientOf: (user: User) => string | null,
    private driver: ProviderDriver
  ) {}

  async send(_user: User, recipient: string, message: OutgoingMessage) {
    await this.driver.send(recipient, message)
  }
}
