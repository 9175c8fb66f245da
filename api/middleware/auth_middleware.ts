import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'
import { openSession, usesBearerToken } from '#middleware/session_middleware'
import { speaking } from '#services/platform/request_language'
import type { Role } from '#models/user'

type Options = { roles?: Role[] }

/**
 * Opens the session as the session middleware does, then signs the request in through its
 * bearer token or its session cookie (401 otherwise), optionally requires one of the given
 * roles (403), and from then on speaks the user's saved language. Both in one step of the
 * route's middleware: each step costs a signed-in request as much as a cheap route's own work.
 */
export default class AuthMiddleware {
  handle(ctx: HttpContext, next: NextFn, options: Options = {}) {
    return openSession(ctx, () => this.#signIn(ctx, next, options))
  }

  async #signIn(ctx: HttpContext, next: NextFn, options: Options) {
    const user = await ctx.auth.authenticateUsing([usesBearerToken(ctx) ? 'api' : 'web'])
    ctx.i18n = speaking(user.locale)

    /*
     * A remembered device has just opened a new session: it is tagged with its user, so that a
     * password change or reset ends it with the user's other sessions.
     */
    if (ctx.auth.authenticatedViaGuard === 'web' && ctx.auth.use('web').viaRemember) {
      await ctx.session.tag(String(user.id))
    }

    if (options.roles && !options.roles.includes(user.role)) {
      throw new DomainError(403, 'errors.forbidden')
    }
    return next()
  }
}
