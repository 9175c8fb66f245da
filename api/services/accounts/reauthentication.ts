import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { isFreshlyReauthenticated } from '#domain/roles'

/** Where a browser session keeps when its admin last re-entered their password (epoch ms). */
export const REAUTHENTICATED_AT_KEY = 'reauthenticatedAt'

/**
 * An admin proves again that they are at the keyboard. Wrong passwords count like sign-in
 * attempts, so a borrowed session cannot be used to guess one.
 */
export async function reauthenticate(user: User, password: string) {
  const attempts = limiter.use({
    requests: env.get('LIMIT_LOGIN_ATTEMPTS', 10),
    duration: '15 mins',
  })
  const [throttled] = await attempts.penalize(`reauthenticate:${user.id}`, async () => {
    if (!(await user.verifyPassword(password))) {
      throw new DomainError(422, 'admin_api.wrongPassword', {}, 'password')
    }
  })
  if (throttled) throw throttled
  return Date.now()
}

/** Refuses unless the password was re-entered in the last few minutes (`at`, from the session). */
export function requireFreshReauthentication(at: unknown) {
  if (!isFreshlyReauthenticated(at)) {
    throw new DomainError(403, 'admin_api.reauthenticationRequired')
  }
}
