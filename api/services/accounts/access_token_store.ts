import type { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import {
  AccessToken,
  AccessTokensLucidUserProvider,
  DbAccessTokensProvider,
} from '@adonisjs/auth/access_tokens'
import {
  findSignedInUser,
  firstRow,
  forgetTokens,
  rememberedRow,
  tokenKey,
} from '#services/accounts/signed_in_users'

/* "Last used" is for people reviewing their tokens, so minute-level freshness is plenty. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000

/**
 * Personal access tokens as the stock provider keeps them, made cheap for the request
 * that presents one, which is most API requests: the token row comes from memory when
 * read in the last few seconds (else one primary-key read written once per process),
 * the secret is checked on every request, and "last used" is written only when stale.
 */
export class AccessTokenStore<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  private lookup?: string

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null

    const client = db.connection(this.options.tokenableModel.connection)
    this.lookup ??= client.from(this.table).where('id', 0).where('type', '').limit(1).toSQL().sql
    const lookup = this.lookup
    const row = await rememberedRow(tokenKey(decoded.identifier), () =>
      firstRow(client, lookup, [decoded.identifier, this.type, 1])
    )
    if (!row) return null
    const token = this.dbRowToAccessToken({ ...row } as Parameters<
      typeof this.dbRowToAccessToken
    >[0])
    if (!token.verify(decoded.secret) || token.isExpired()) return null

    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await client.from(this.table).where({ id: row.id }).update({ last_used_at: token.lastUsedAt })
      forgetTokens([row.id])
    }
    return token
  }

  async delete(tokenable: InstanceType<TokenableModel>, identifier: string | number | BigInt) {
    const deleted = await super.delete(tokenable, identifier)
    forgetTokens([identifier])
    return deleted
  }
}

/** The tokens guard's user lookup, through the remembered rows. */
export class TokenOwnersProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async findById(identifier: string | number | BigInt) {
    const user = await findSignedInUser(await this.getModel(), identifier)
    return user ? this.createUserForGuard(user) : null
  }
}
