import { defineConfig } from '@adonisjs/auth'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import { TokenOwnersProvider } from '#services/accounts/access_token_store'
import { sessionGuard } from '@adonisjs/auth/session'
import { SessionUsersProvider } from '#services/accounts/signed_in_users'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    /* The customer SPA and the back office: HttpOnly session cookie. */
    web: sessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      provider: new SessionUsersProvider({ model: () => import('#models/user') }),
    }),
    /* API clients: personal access tokens sent as "Authorization: Bearer". */
    api: tokensGuard({
      provider: new TokenOwnersProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
