import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection } from '@adonisjs/session'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import User from '#models/user'
import { sessionStore } from '#config/session'

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
  await User.accessTokens.deleteAll(user, trx)
  await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  if (sessionStore === 'database') await endStoredSessions(client, user.id, keptSessionId)
  else await endTaggedSessions(user.id, keptSessionId)
}

/* In the sessions table, in the same transaction as the change that ends them. */
async function endStoredSessions(
  client: TransactionClientContract | typeof db,
  userId: number,
  keptSessionId?: string
) {
  const sessions = client.from('sessions').where('user_id', String(userId))
  if (keptSessionId) sessions.whereNot('id', keptSessionId)
  await sessions.delete()
}

/*
 * Elsewhere (Redis), through the tag each session gets at sign-in. Ended before the change
 * commits: if the store cannot be reached, the change fails rather than leaving them signed in.
 */
async function endTaggedSessions(userId: number, keptSessionId?: string) {
  const collection = await app.container.make(SessionCollection)
  if (!collection.supportsTagging()) return
  const tagged = await collection.tagged(String(userId))
  const ended = tagged.filter((session) => session.id !== keptSessionId)
  await Promise.all(ended.map((session) => collection.destroy(session.id)))
}
