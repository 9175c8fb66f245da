import type { HttpContext } from '@adonisjs/core/http'

/**
 * Whether the request signs in with a personal access token (`Authorization: Bearer`) rather than
 * a browser's session cookie: such a client has no cookie, so no session and no CSRF apply.
 */
export const usesBearerToken = (ctx: HttpContext) =>
  /^bearer\s/i.test(ctx.request.header('authorization') ?? '')
