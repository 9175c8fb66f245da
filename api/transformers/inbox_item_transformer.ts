import { BaseTransformer } from '@adonisjs/core/transformers'
import type ContactMessage from '#models/contact_message'
import { isoOf } from '#models/columns'

/** A message in the staff inbox. */
export default class InboxItemTransformer extends BaseTransformer<ContactMessage> {
  toObject() {
    const message = this.resource
    return {
      id: `contact-${message.id}`,
      kind: 'contact' as const,
      name: message.name,
      email: message.email,
      message: message.message,
      locale: message.locale,
      read: message.readAt !== null,
      readAt: message.readAt?.toISO() ?? null,
      resolved: message.resolvedAt !== null,
      resolvedAt: message.resolvedAt?.toISO() ?? null,
      createdAt: isoOf(message.createdAt),
    }
  }
}
