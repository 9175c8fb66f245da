import cache from '@adonisjs/cache/services/main'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { AccessTokenDbColumns } from '@adonisjs/auth/types/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/* How stale a token's "last used" may be: writing it on every request costs more than the read. */
const LAST_USED_EVERY_MS = 60_000

/* A row as the cache keeps it: JSON, so its dates travel as milliseconds. */
type CachedRow = Omit<
  AccessTokenDbColumns,
  'created_at' | 'updated_at' | 'last_used_at' | 'expires_at'
> & {
  created_at: number
  updated_at: number
  last_used_at: number | null
  expires_at: number | null
}

const millis = (value: Date | string | number | null) =>
  value === null ? null : typeof value === 'number' ? value : new Date(value).getTime()

const date = (value: number | null) => (value === null ? null : new Date(value))
const asDbRow = (row: CachedRow): AccessTokenDbColumns => ({
  ...row,
  created_at: date(row.created_at)!,
  updated_at: date(row.updated_at)!,
  last_used_at: date(row.last_used_at),
  expires_at: date(row.expires_at),
})

/*
 * Reads fall back to the database while Redis is away, but an ending must reach the cache: one
 * lost silently would leave the token working there for the rest of its hour. It fails instead
 * (a 503), like everything else that needs Redis then.
 */
const mustReach = { suppressL2Errors: false }

const tokens = () => cache.namespace('access-tokens')
const tokenKey = (identifier: string | number | BigInt) => `token:${identifier}`
const userTag = (tokenableId: string | number | BigInt) => `user:${tokenableId}`

/**
 * Personal access tokens as @adonisjs/auth stores them, with the read every bearer request makes
 * served from the cache (`api/config/cache.ts`) and "last used" written at most once a minute.
 * Every way a token ends goes through here (`delete`, `deleteAll`, `invalidate`) and drops it from
 * the cache of every instance, so a revoked token stops working at once.
 */
export class CachedAccessTokensProvider<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null

    let row = await this.#cachedRow(decoded.identifier)
    let token = row && this.dbRowToAccessToken(asDbRow(row))
    /*
     * A cached row whose hash does not match may be a row that has since been replaced under the
     * same id (ids come back after a rollback): the database has the last word.
     */
    if (token && !token.verify(decoded.secret)) {
      row = await this.#cachedRow(decoded.identifier, { forceFresh: true })
      token = row && this.dbRowToAccessToken(asDbRow(row))
    }
    if (!row || !token || !token.verify(decoded.secret) || token.isExpired()) return null

    if (row.last_used_at === null || Date.now() - row.last_used_at > LAST_USED_EVERY_MS) {
      await this.#markUsed(row)
      token = this.dbRowToAccessToken(asDbRow(row))
    }
    return token
  }

  async delete(user: InstanceType<TokenableModel>, identifier: string | number | BigInt) {
    const deleted = await super.delete(user, identifier)
    await tokens().delete({ key: tokenKey(identifier), ...mustReach })
    return deleted
  }

  /**
   * Every token of the user. Inside a transaction the rows go when it commits, so the cache is
   * cleared again then: a request in between may have read the rows back into it.
   */
  async deleteAll(user: InstanceType<TokenableModel>, trx?: TransactionClientContract) {
    const forget = () =>
      tokens().deleteByTag({ tags: [userTag(user.$primaryKeyValue!)], ...mustReach })
    if (!trx) {
      const deleted = await super.deleteAll(user)
      await forget()
      return deleted
    }
    /* knex answers the number of rows deleted; Lucid types it as rows. */
    const deleted = Number(
      await trx
        .from(this.table)
        .where({ tokenable_id: user.$primaryKeyValue, type: this.type })
        .delete()
    )
    await forget()
    trx.after('commit', async () => {
      await forget()
    })
    return deleted
  }

  async invalidate(tokenValue: Secret<string>) {
    const invalidated = await super.invalidate(tokenValue)
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (decoded) await tokens().delete({ key: tokenKey(decoded.identifier), ...mustReach })
    return invalidated
  }

  /** The token's row, or null (never cached: the id of a token not yet made would stick). */
  async #cachedRow(identifier: string, options: { forceFresh?: boolean } = {}) {
    return tokens().getOrSet<CachedRow | null>({
      key: tokenKey(identifier),
      ttl: '1h',
      ...options,
      factory: async (entry) => {
        const db = await this.getDb()
        const row = await db.from(this.table).where({ id: identifier, type: this.type }).first()
        if (!row) return entry.skip() ?? null
        entry.setTags([userTag(row.tokenable_id)])
        return {
          ...row,
          created_at: millis(row.created_at)!,
          updated_at: millis(row.updated_at)!,
          last_used_at: millis(row.last_used_at),
          expires_at: millis(row.expires_at),
        }
      },
    })
  }

  async #markUsed(row: CachedRow) {
    const now = new Date()
    row.last_used_at = now.getTime()
    const db = await this.getDb()
    await db.from(this.table).where({ id: row.id }).update({ last_used_at: now })
    await tokens().set({
      key: tokenKey(row.id),
      value: row,
      ttl: '1h',
      tags: [userTag(row.tokenable_id)],
    })
  }
}
