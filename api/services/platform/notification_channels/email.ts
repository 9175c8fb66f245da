import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import type {
  NotificationChannel,
  OutgoingMessage,
} from '#services/platform/notification_channels/channel'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Email through @adonisjs/mail (the mailer chosen by MAIL_MAILER), in the recipient's language. */
export class EmailChannel implements NotificationChannel {
  readonly name = 'email' as const

  recipientOf(user: User) {
    return user.email
  }

  async send(user: User, recipient: string, message: OutgoingMessage) {
    const i18n = i18nManager.locale(user.locale)
    const greeting = i18n.t('notifications.email.greeting', { name: user.firstName })
    const footer = i18n.t('notifications.email.footer')
    const direction = user.locale === 'ar' ? 'rtl' : 'ltr'

    await mail.send((email) => {
      email
        .messageId(message.messageId)
        .to(recipient)
        .subject(message.title)
        .text([greeting, message.body, `${message.action}: ${message.link}`, footer].join('\n\n'))
        .html(
          `<div lang="${user.locale}" dir="${direction}"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(message.body)}</p>` +
            // The link is a URL already: encoding it again would turn each % of an Arabic path into %25.
            `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.action)}</a></p>` +
            `<p><small>${escapeHtml(footer)}</small></p></div>`
        )
    })
  }
}
