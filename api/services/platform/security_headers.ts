import {
  createServer,
  ServerResponse,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
} from 'node:http'
import { LOCATION_SERVICE_ORIGINS } from '#domain/location_services'

/*
 * Both apps load only their own bundles: no inline script, no other origin. antd writes its
 * CSS-in-JS into <style> elements, hence inline styles (never scripts). Besides the API, the
 * customer app may call the location services that choose a first-time visitor's language.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  ["connect-src 'self'", ...LOCATION_SERVICE_ORIGINS].join(' '),
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/*
 * A JSON answer is never a document a browser runs: it may load nothing and be framed nowhere.
 * This stricter policy is also a quarter of the length, and JSON answers are most of the traffic.
 */
const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
const JSON_TYPE = /^application\/json\b/i

/* Lower case, as the app's own header names are kept. */
const policyWith = (contentSecurityPolicy: string) =>
  Object.entries({
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  })
const DOCUMENT_POLICY = policyWith(CONTENT_SECURITY_POLICY)
const JSON_POLICY = policyWith(JSON_CONTENT_SECURITY_POLICY)

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
    // The framework's one object is added to; otherwise the headers are set one by one.
    const writable = given && !Array.isArray(given) ? given : undefined
    const type = writable?.['content-type'] ?? this.getHeader('content-type')
    for (const [name, value] of JSON_TYPE.test(String(type)) ? JSON_POLICY : DOCUMENT_POLICY) {
      if (this.hasHeader(name)) continue
      if (!writable) this.setHeader(name, value)
      else if (writable[name] === undefined) writable[name] = value
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
  /*
   * An idle kept-alive connection stays open a minute, longer than a load balancer's or a
   * client's own idle limit: Node's 5 s default closes sockets that a client may be reusing at
   * that very moment, and that request fails with a reset.
   */
  return createServer({ ServerResponse: PolicyResponse, keepAliveTimeout: 65_000 }, handle)
}
