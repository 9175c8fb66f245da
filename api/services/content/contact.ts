import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#models/user'
import ContactMessage from '#models/contact_message'
import { isSpam } from '#services/content/content'
import { updateBackOffice } from '#services/platform/live_updates'

export type ContactInput = {
  name?: string | null
  email: string
  message: string
  website?: unknown
}

/** Support's mailbox: SUPPORT_EMAIL, else the address the product mails from. */
function supportAddress() {
  const from = mail.config.from
  return env.get('SUPPORT_EMAIL') ?? (typeof from === 'string' ? from : from!.address)
}

/**
 * Keeps the message for the staff inbox, then emails it to support. The message is
 * saved first: a mail server that is down must not lose what a customer wrote, and the
 * inbox still shows it, so the visitor is told it was received.
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
  try {
    await mailSupport(received)
  } catch (error) {
    logger.error({ err: error, contactMessageId: received.id }, 'contact message not emailed')
  }
}

/* Support reads in the product's default language; Reply-To answers the visitor directly. */
async function mailSupport(received: ContactMessage) {
  const i18n = i18nManager.locale(i18nManager.defaultLocale)
  const sender = received.name ? `${received.name} <${received.email}>` : received.email
  const text = [
    i18n.t('content.contact.mail.intro'),
    `${i18n.t('content.contact.mail.from')}: ${sender}`,
    `${i18n.t('content.contact.mail.language')}: ${received.locale}`,
    '',
    received.message,
  ].join('\n')

  await mail.send((message) => {
    message
      .to(supportAddress())
      .replyTo(received.email, received.name ?? undefined)
      .subject(i18n.t('content.contact.mail.subject', { sender: received.name ?? received.email }))
      .text(text)
  })
}
