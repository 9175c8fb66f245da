import type User from '#models/user'
import type { Channel } from '#domain/notifications'

/**
 * A notification as the recipient reads it: in their language, with a link to the page of what it
 * is about (absolute, already percent-encoded) and that link's words.
 */
export type OutgoingMessage = {
  title: string
  body: string
  link: string
  action: string
  /** The same for every attempt at one delivery (an email's Message-ID), so a repeat is known. */
  messageId: string
}

/** A way out of the app to the customer. Each one says where it delivers to, then delivers. */
export interface NotificationChannel {
  readonly name: Channel
  /** The address, number or device target for this user; null when the user has none. */
  recipientOf(user: User): string | null
  send(user: User, recipient: string, message: OutgoingMessage): Promise<void>
}
