import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { DomainError } from '#exceptions/domain_error'
import { revokeCredentials } from '#services/accounts/sign_in'

const TOKEN_LIFETIME = { hours: 1 }

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Emails a one-time link valid for an hour. Says nothing about whether the
 * account exists: the caller answers 202 either way.
 */
export async function requestPasswordReset(email: string) {
  const user = await User.findBy('email', email)
  if (!user) return

  const token = randomBytes(32).toString('base64url')
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: digest(token),
    expiresAt: DateTime.utc().plus(TOKEN_LIFETIME),
  })
  await sendResetLink(user, token)
}

async function sendResetLink(user: User, token: string) {
  const i18n = i18nManager.locale(user.locale)
  const link = new URL(`/reset-password?token=${token}`, env.get('APP_URL')).href
  const lines = [
    i18n.t('emails.resetPassword.greeting', { name: user.firstName }),
    i18n.t('emails.resetPassword.body'),
    `${i18n.t('emails.resetPassword.action')}: ${link}`,
    i18n.t('emails.resetPassword.expiry'),
  ]
  const direction = user.locale === 'ar' ? 'rtl' : 'ltr'

  await mail.send((message) => {
    message
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

/** Sets the new password if the token is unused and unexpired, then burns it. */
export async function resetPassword(token: string, newPassword: string) {
  await db.transaction(async (trx) => {
    const reset = await PasswordResetToken.query({ client: trx })
      .where('token_hash', digest(token))
      .forUpdate()
      .first()
    if (!reset || reset.usedAt || reset.expiresAt < DateTime.utc()) {
      throw new DomainError(400, 'errors.invalidResetToken', {}, 'token')
    }

    reset.usedAt = DateTime.utc()
    await reset.save()

    const user = await User.findOrFail(reset.userId, { client: trx })
    user.password = newPassword
    await user.save()
    await revokeCredentials(user, trx)
  })
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
