import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
 * Both apps load only their own bundles: no inline script, no other origin. antd writes its
 * CSS-in-JS into <style> elements, hence inline styles (never scripts).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const EVERY_RESPONSE = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}
const HSTS = 'max-age=15552000; includeSubDomains'

/**
 * The browser-facing policy of every answer (pages, JSON, CSV, files, errors alike). Over TLS
 * (as the request's protocol says, a proxy's header counting only when TRUST_PROXY names it)
 * it adds HSTS and marks every cookie Secure; over plain HTTP a Secure cookie would never come
 * back, and no one could sign in.
 */
export default class SecurityHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    for (const [name, value] of Object.entries(EVERY_RESPONSE)) response.header(name, value)
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
