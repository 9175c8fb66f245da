import type { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import {
  AccessToken,
  AccessTokensLucidUserProvider,
  DbAccessTokensProvider,
} from '@adonisjs/auth/access_tokens'
import { LRUCache } from 'lru-cache'
import {
  findSignedInUser,
  firstRow,
  forgetTokens,
  guardUser,
  REMEMBERED_AT_MOST,
  REMEMBERED_FOR_MS,
  rememberedNow,
  rememberedRow,
  type Row,
  tokenKey,
} from '#services/accounts/signed_in_users'

/* "Last used" is for people reviewing their tokens, so minute-level freshness is plenty. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000

/*
 * A token presented again within seconds is not decoded and hashed again: the row it was
 * verified against is kept beside the presented value, and the shortcut holds only while that
 * same row is still the remembered one. Forgetting the token (deleted, signed out, written to)
 * forgets its row, and with it the shortcut; a value that differs by one character is a
 * different key and goes the whole way.
 */
const verifiedAgainst = new LRUCache<string, Row>({
  max: REMEMBERED_AT_MOST,
  ttl: REMEMBERED_FOR_MS,
})
const tokensOfRows = new WeakMap<Row, AccessToken>()

/**
 * Personal access tokens as the stock provider keeps them, made cheap for the request
 * that presents one, which is most API requests: the token row comes from memory when
 * read in the last few seconds (else one primary-key read written once per process),
 * the secret is checked against it once while it is remembered, and "last used" is
 * written only when stale.
 */
export class AccessTokenStore<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  private lookup?: string

  async verify(tokenValue: Secret<string>) {
    const value = tokenValue.release()
    const known = verifiedAgainst.get(value)
    const row =
      known && rememberedNow(tokenKey(known.id)) === known ? known : await this.#verifiedRow(value)
    if (!row) return null
    const token = this.#tokenOf(row)
    if (token.isExpired()) return null

    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await db
        .connection(this.options.tokenableModel.connection)
        .from(this.table)
        .where({ id: row.id })
        .update({ last_used_at: token.lastUsedAt })
      forgetTokens([row.id])
    }
    return token
  }

  /** The token's row when the value's secret matches its hash; remembered as verified. */
  async #verifiedRow(value: string) {
    const decoded = AccessToken.decode(this.prefix, value)
    if (!decoded) return null

    const client = db.connection(this.options.tokenableModel.connection)
    this.lookup ??= client.from(this.table).where('id', 0).where('type', '').limit(1).toSQL().sql
    const lookup = this.lookup
    const row = await rememberedRow(tokenKey(decoded.identifier), () =>
      firstRow(client, lookup, [decoded.identifier, this.type, 1])
    )
    if (!row || !this.#tokenOf(row).verify(decoded.secret)) return null
    verifiedAgainst.set(value, row)
    return row
  }

  /*
   * The token as the stock provider builds it from its row, once per row: a token written to is
   * forgotten with its row, so a later request gets one built afresh.
   */
  #tokenOf(row: Row) {
    let token = tokensOfRows.get(row)
    if (!token) {
      token = this.dbRowToAccessToken(row as Parameters<typeof this.dbRowToAccessToken>[0])
      tokensOfRows.set(row, token)
    }
    return token
  }

  async delete(tokenable: InstanceType<TokenableModel>, identifier: string | number | BigInt) {
    const deleted = await super.delete(tokenable, identifier)
    forgetTokens([identifier])
    return deleted
  }
}

/** The tokens guard's token check and user lookup, through the remembered rows. */
export class TokenOwnersProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async verifyToken(tokenValue: Secret<string>) {
    const model = this.model ?? (await this.getModel())
    return model[this.options.tokens].verify(tokenValue)
  }

  async findById(identifier: string | number | BigInt) {
    const model = this.model ?? (await this.getModel())
    const user = (await findSignedInUser(model, identifier)) as InstanceType<UserModel> | null
    return user ? guardUser(user, identifier) : null
  }
}
