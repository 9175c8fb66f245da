import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import {
  AccessToken,
  AccessTokensLucidUserProvider,
  DbAccessTokensProvider,
} from '@adonisjs/auth/access_tokens'

/* "Last used" is for people reviewing their tokens, so minute-level freshness is plenty. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000

/* Owners read in the same query as their token, kept until the guard asks for them. */
const ownersReadWithTokens = new Map<string, LucidRow>()
const OWNER_PREFIX = 'owner__'

/**
 * Personal access tokens as the stock provider keeps them, made cheap for
 * the request that presents one: the token and its owner come back in one
 * query, the secret is checked before anything is written, and "last used"
 * is written only when stale. A signed-in API request costs one read.
 */
export class AccessTokenStore<
  TokenableModel extends LucidModel,
> extends DbAccessTokensProvider<TokenableModel> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null

    const owners = this.options.tokenableModel
    const ownerColumns = [...owners.$columnsDefinitions.values()].map(
      ({ columnName }) => columnName
    )
    const db = await this.getDb()
    const row = await db
      .from(`${this.table} as token`)
      .join(`${owners.table} as owner`, 'owner.id', 'token.tokenable_id')
      .where('token.id', decoded.identifier)
      .where('token.type', this.type)
      .select(
        'token.*',
        ...ownerColumns.map((column) => `owner.${column} as ${OWNER_PREFIX}${column}`)
      )
      .first()
    if (!row) return null

    const { tokenRow, ownerRow } = splitRow(row)
    const token = this.dbRowToAccessToken(tokenRow as Parameters<typeof this.dbRowToAccessToken>[0])
    if (!token.verify(decoded.secret) || token.isExpired()) return null

    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await db.from(this.table).where({ id: row.id }).update({ last_used_at: token.lastUsedAt })
    }
    const owner = owners.$createFromAdapterResult(ownerRow)
    if (owner) ownersReadWithTokens.set(String(token.tokenableId), owner)
    return token
  }
}

function splitRow(row: Record<string, unknown>) {
  const tokenRow: Record<string, unknown> = {}
  const ownerRow: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(OWNER_PREFIX)) ownerRow[key.slice(OWNER_PREFIX.length)] = value
    else tokenRow[key] = value
  }
  return { tokenRow, ownerRow }
}

/** The tokens guard's user lookup, answered from the token query when it already read the owner. */
export class TokenOwnersProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async findById(identifier: string | number | bigint) {
    const owner = ownersReadWithTokens.get(String(identifier))
    if (!owner) return super.findById(identifier)
    ownersReadWithTokens.delete(String(identifier))
    return this.createUserForGuard(owner as InstanceType<UserModel>)
  }
}
