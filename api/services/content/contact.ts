import logger from '@adonisjs/core/services/logger'
import type { Locale } from '#models/user'
import ContactMessage from '#models/contact_message'
import { isSpam } from '#services/content/content'
import { updateBackOffice } from '#services/platform/live_updates'
import EmailContactMessage from '#jobs/email_contact_message'

export type ContactInput = {
  name?: string | null
  email: string
  message: string
  website?: unknown
}

/**
 * Keeps the message for the staff inbox, then queues its email to support. The message is
 * saved first: a mail server or queue that is down must not lose what a customer wrote, and
 * the inbox still shows it, so the visitor is told it was received.
 */
export async function receiveContactMessage(
  input: ContactInput,
  sender: { locale: Locale; ip: string }
) {
  if (isSpam(input)) return
  const received = await ContactMessage.create({
    name: input.name || null,
    email: input.email,
    message: input.message,
    locale: sender.locale,
    ip: sender.ip,
  })
  updateBackOffice(['inbox'])
  await EmailContactMessage.dispatch({ contactMessageId: received.id })
    .run()
    .catch((error) =>
      logger.error({ err: error, contactMessageId: received.id }, 'contact message not queued')
    )
}
