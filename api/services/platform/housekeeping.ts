/**
 * Scheduled cleaning of what has outlived its use: password-reset links past their hour or
 * already used, access tokens past their expiry, idempotency keys past their lifetime, and
 * sessions past theirs (when sessions live in the database).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { KEY_LIFETIME } from '#services/platform/idempotency'

export async function removeExpired(now = DateTime.utc()) {
  const sqlNow = now.toSQL({ includeOffset: false })
  // Written by the auth and session packages as JavaScript dates: compared as such.
  const dateNow = now.toJSDate()
  const [resetLinks, accessTokens, idempotencyKeys, sessions] = await Promise.all([
    db
      .from('password_reset_tokens')
      .where((spent) => spent.where('expires_at', '<', sqlNow).orWhereNotNull('used_at'))
      .delete(),
    db
      .from('auth_access_tokens')
      .whereNotNull('expires_at')
      .where('expires_at', '<', dateNow)
      .delete(),
    db
      .from('idempotency_keys')
      .where('updated_at', '<', now.minus(KEY_LIFETIME).toSQL({ includeOffset: false }))
      .delete(),
    db.from('sessions').where('expires_at', '<=', dateNow).delete(),
  ])
  return { resetLinks, accessTokens, idempotencyKeys, sessions }
}
