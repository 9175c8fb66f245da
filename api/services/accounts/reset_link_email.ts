/**
 * The password-reset email, sent by a background job once per link
 * (#services/platform/send_once). The link's token travels to the job sealed with APP_KEY: only
 * its digest is stored, and the queue's payload is visible to staff when a job fails.
 */
import encryption from '@adonisjs/core/services/encryption'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import { DEFAULT_LANGUAGE, isLang, pathFor } from '#customer-routes'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { sendOnce } from '#services/platform/send_once'

export type ResetLinkEmail = { resetId: number; sealedToken: string }

export const sealToken = (token: string) => encryption.encrypt(token)

/** `claimant`: the queue job sending it (see sendOnce). */
export async function sendResetLink({ resetId, sealedToken }: ResetLinkEmail, claimant?: string) {
  // Gone once used or expired (housekeeping), so there is nothing left to send.
  const reset = await PasswordResetToken.find(resetId)
  const token = encryption.decrypt<string>(sealedToken)
  if (!reset || !token) return
  const user = await User.findOrFail(reset.userId)
  await sendOnce(
    { table: 'password_reset_tokens', id: reset.id, column: 'sent_at', createdAt: reset.createdAt },
    (messageId) => mailResetLink(user, token, messageId),
    claimant
  )
}

async function mailResetLink(user: User, token: string, messageId: string) {
  const i18n = i18nManager.locale(user.locale)
  // The reset page in the reader's language, so it opens the way the email reads.
  const lang = isLang(user.locale) ? user.locale : DEFAULT_LANGUAGE
  const path = `${pathFor('resetPassword', lang)}?${new URLSearchParams({ token })}`
  const link = new URL(path, env.get('APP_URL')).href
  const lines = [
    i18n.t('emails.resetPassword.greeting', { name: user.firstName }),
    i18n.t('emails.resetPassword.body'),
    `${i18n.t('emails.resetPassword.action')}: ${link}`,
    i18n.t('emails.resetPassword.expiry'),
  ]
  const direction = user.locale === 'ar' ? 'rtl' : 'ltr'

  await mail.send((message) => {
    message
      .messageId(messageId)
      .to(user.email)
      .subject(i18n.t('emails.resetPassword.subject'))
      .text(lines.join('\n\n'))
      .html(
        `<div dir="${direction}">${lines
          .slice(0, 2)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(
            ''
          )}<p><a href="${link}">${escapeHtml(i18n.t('emails.resetPassword.action'))}</a></p><p>${escapeHtml(lines[3])}</p></div>`
      )
  })
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
