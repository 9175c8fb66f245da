import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

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

const EVERY_RESPONSE = Object.entries({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
})

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * The HTTP server, with the browser-facing policy on every answer (pages, JSON, CSV, files,
 * errors, event streams alike). The policy is the same for every request, so it is set as the
 * request comes in, before the app sees it, and no request pays a middleware for it; the app's
 * own headers are written on top. The API server and the test server are both made here.
 */
export function createSecuredServer(handle: Handle) {
  return createServer((request, response) => {
    for (const [name, value] of EVERY_RESPONSE) response.setHeader(name, value)
    return handle(request, response)
  })
}
