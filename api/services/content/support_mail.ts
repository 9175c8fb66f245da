/**
 * A contact message emailed to support, by a background job once per message
 * (#services/platform/send_once).
 */
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import ContactMessage from '#models/contact_message'
import { sendOnce } from '#services/platform/send_once'

/** Support's mailbox: SUPPORT_EMAIL, else the address the product mails from. */
function supportAddress() {
  const from = mail.config.from
  return env.get('SUPPORT_EMAIL') ?? (typeof from === 'string' ? from : from!.address)
}

/** `claimant`: the queue job sending it (see sendOnce). */
export async function emailSupport(contactMessageId: number, claimant?: string) {
  // Gone when staff deleted it from the inbox meanwhile.
  const received = await ContactMessage.find(contactMessageId)
  if (!received) return
  await sendOnce(
    {
      table: 'contact_messages',
      id: received.id,
      column: 'emailed_at',
      createdAt: received.createdAt,
    },
    (messageId) => mailSupport(received, messageId),
    claimant
  )
}

/* Support reads in the product's default language; Reply-To answers the visitor directly. */
async function mailSupport(received: ContactMessage, messageId: string) {
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
      .messageId(messageId)
      .to(supportAddress())
      .replyTo(received.email, received.name ?? undefined)
      .subject(i18n.t('content.contact.mail.subject', { sender: received.name ?? received.email }))
      .text(text)
  })
}
