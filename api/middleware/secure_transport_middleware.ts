import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const HSTS = 'max-age=15552000; includeSubDomains'

/**
 * Over TLS (as the request's protocol says, a proxy's header counting only when TRUST_PROXY
 * names it) every answer adds HSTS and marks every cookie Secure; over plain HTTP a Secure
 * cookie would never come back, and no one could sign in. TLS ends at a proxy in front of this
 * server, so without TRUST_PROXY no request is over TLS and this middleware is not registered.
 */
export default class SecureTransportMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (!request.secure()) return

    response.header('Strict-Transport-Security', HSTS)
    const cookies = response.getHeader('set-cookie')
    if (cookies === undefined) return
    const secured = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((cookie) =>
      /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`
    )
    response.header('set-cookie', secured)
  }
}
