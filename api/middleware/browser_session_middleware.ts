import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { usesBearerToken } from '#services/accounts/credentials'

/**
 * A browser's session (its cookie) and the CSRF protection that comes with it, by the stock
 * session and shield middleware. An API client signing in with a bearer token sends no cookie:
 * it gets neither, so that it carries on while the session store (Redis) is away.
 */
@inject()
export default class BrowserSessionMiddleware {
  constructor(
    private session: SessionMiddleware<Record<string, SessionStoreFactory>>,
    private shield: ShieldMiddleware
  ) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (usesBearerToken(ctx)) return next()
    return this.session.handle(ctx, () => this.shield.handle(ctx, next))
  }
}
