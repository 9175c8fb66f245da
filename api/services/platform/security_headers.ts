import {
  createServer,
  ServerResponse,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
} from 'node:http'

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

/* Lower case, as the app's own header names are kept. */
const POLICY = Object.entries({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
})

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[]

/**
 * An answer that carries the policy unless the app set the same header itself. The policy joins
 * the headers as they are written: the framework hands all of its headers over in one object,
 * and adding four to that object is cheaper than setting them one by one on every answer first
 * (which also sends the framework's own headers through node's slower merging path).
 */
class PolicyResponse extends ServerResponse {
  override writeHead(statusCode: number, reason?: string | Headers, headers?: Headers) {
    const given = typeof reason === 'string' ? headers : reason
    if (given && !Array.isArray(given)) {
      for (const [name, value] of POLICY) {
        if (given[name] === undefined && !this.hasHeader(name)) given[name] = value
      }
    } else {
      for (const [name, value] of POLICY) if (!this.hasHeader(name)) this.setHeader(name, value)
    }
    return typeof reason === 'string'
      ? super.writeHead(statusCode, reason, headers)
      : super.writeHead(statusCode, reason)
  }
}

/**
 * The HTTP server, with the browser-facing policy on every answer (pages, JSON, CSV, files,
 * errors, event streams alike); no request pays a middleware for it. The API server and the test
 * server are both made here.
 */
export function createSecuredServer(handle: RequestListener) {
  return createServer({ ServerResponse: PolicyResponse }, handle)
}
