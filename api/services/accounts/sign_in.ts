import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import User from '#models/user'
import { forgetSessions, forgetTokens } from '#services/accounts/signed_in_users'

/**
 * Checks an email and password. Wrong pairs count against that email from
 * that address (10 in 15 minutes by default); a right one clears the count.
 */
export async function verifySignIn(email: string, password: string, ip: string) {
  const attempts = limiter.use({
    requests: env.get('LIMIT_LOGIN_ATTEMPTS', 10),
    duration: '15 mins',
  })
  const [throttled, user] = await attempts.penalize(`login:${email}:${ip}`, () =>
    User.verifyCredentials(email, password)
  )
  if (throttled) throw throttled
  return user
}

/**
 * After a password change or reset, or a role taken away: every token, remembered device and
 * session of the user stops working, but for the session `keptSessionId` names (the user's own,
 * when they act on themselves).
 */
export async function revokeCredentials(
  user: User,
  trx?: TransactionClientContract,
  keptSessionId?: string
) {
  const client = trx ?? db
  const tokens = client.from('auth_access_tokens').where('tokenable_id', user.id)
  const tokenRows = await tokens.clone().select('id')
  const tokenIds = tokenRows.map((token) => token.id)
  await tokens.delete()
  forgetTokens(tokenIds, trx)
  await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  const sessions = client.from('sessions').where('user_id', String(user.id))
  if (keptSessionId) sessions.whereNot('id', keptSessionId)
  const sessionRows = await sessions.clone().select('id')
  await sessions.delete()
  forgetSessions(
    sessionRows.map((session) => session.id),
    trx
  )
}
