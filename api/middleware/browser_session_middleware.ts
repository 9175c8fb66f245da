import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

export const usesBearerToken = (ctx: HttpContext) =>
  /^bearer\s/i.test(ctx.request.header('authorization') ?? '')

/**
 * The cookie session and its CSRF protection, for browsers only. A request
 * carrying a bearer token skips both: it has no cookie to protect, and
 * signing cookies on every response is the most expensive part of a request.
 */
export default class BrowserSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (usesBearerToken(ctx)) return next()

    const session = await app.container.make(SessionMiddleware)
    const shield = await app.container.make(ShieldMiddleware)
    return session.handle(ctx, () => shield.handle(ctx, next))
  }
}
