import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { inTransaction } from '#services/platform/transactions'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { DomainError } from '#exceptions/domain_error'
import { revokeCredentials } from '#services/accounts/sign_in'
import { sealToken } from '#services/accounts/reset_link_email'
import SendPasswordResetLink from '#jobs/send_password_reset_link'

const TOKEN_LIFETIME = { hours: 1 }

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Emails a one-time link valid for an hour, from the queue: the answer never waits for the mail
 * server. Says nothing about whether the account exists: the caller answers 202 either way.
 */
export async function requestPasswordReset(email: string) {
  const user = await User.findBy('email', email)
  if (!user) return

  const token = randomBytes(32).toString('base64url')
  const reset = await PasswordResetToken.create({
    userId: user.id,
    tokenHash: digest(token),
    expiresAt: DateTime.utc().plus(TOKEN_LIFETIME),
  })
  await SendPasswordResetLink.dispatch({ resetId: reset.id, sealedToken: sealToken(token) }).run()
}

/** Sets the new password if the token is unused and unexpired, then burns it. */
export async function resetPassword(token: string, newPassword: string) {
  await inTransaction(async (trx) => {
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
