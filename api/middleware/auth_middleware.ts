import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'
import { usesBearerToken } from '#services/accounts/credentials'
import type { Role } from '#models/user'

type Options = { roles?: Role[] }

/**
 * Signs the request in through its bearer token or its session cookie (401 otherwise), and
 * requires one of the given roles (403). From then on the request speaks the user's saved
 * language (the `i18n` getter reads the signed-in user).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: Options = {}) {
    const user = await ctx.auth.authenticateUsing([usesBearerToken(ctx) ? 'api' : 'web'])

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
