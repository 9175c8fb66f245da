import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'

/* "Last used" is for people reviewing their tokens, so minute-level freshness is plenty. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000

/**
 * Personal access tokens as the stock provider keeps them, except that a
 * request writes to the database only when the token's "last used" time is
 * stale, and only after the secret has been checked: an API client's
 * signed-in request then costs two reads and no write.
 */
export class AccessTokenStore<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null

    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .first()
    if (!row) return null

    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null

    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await db.from(this.table).where({ id: row.id }).update({ last_used_at: token.lastUsedAt })
    }
    return token
  }
}
