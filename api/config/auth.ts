import { defineConfig } from '@adonisjs/auth'
import { AccessTokensGuard } from '@adonisjs/auth/access_tokens'
import { SessionGuard } from '@adonisjs/auth/session'
import type { HttpContext } from '@adonisjs/core/http'
import { TokenOwnersProvider } from '#services/accounts/access_token_store'
import { SessionUsersProvider } from '#services/accounts/signed_in_users'
import { quietEmitter } from '#services/platform/quiet_emitter'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/*
 * The guards as `sessionGuard` and `tokensGuard` make them, but sending their events through
 * the quiet emitter: a guard is built for every signed-in request.
 */
const session = {
  useRememberMeTokens: true,
  rememberMeTokensAge: '30 days',
  provider: new SessionUsersProvider({ model: () => import('#models/user') }),
} as const

const tokenOwners = new TokenOwnersProvider({
  tokens: 'accessTokens',
  model: () => import('#models/user'),
})

const authConfig = defineConfig({
  default: 'web',
  guards: {
    /* The customer SPA and the back office: HttpOnly session cookie. */
    web: {
      resolver: async (name: string) => (ctx: HttpContext) =>
        new SessionGuard(name, ctx, session, quietEmitter, session.provider),
    },
    /* API clients: personal access tokens sent as "Authorization: Bearer". */
    api: {
      resolver: async (name: string) => (ctx: HttpContext) =>
        new AccessTokensGuard(name, ctx, quietEmitter, tokenOwners),
    },
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
