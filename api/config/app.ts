import env from '#start/env'
import { defineConfig } from '@adonisjs/core/http'

export const appUrl = env.get('APP_URL')

/* The proxies whose X-Forwarded-* headers are believed (proxy-addr syntax), if any. */
export const trustedProxies = env.get('TRUST_PROXY')

/*
 * Responses are plain objects from transformers, which the native encoder writes several times
 * faster than the framework's tolerant one. A BigInt (a driver's large count) is written as its
 * digits; the native encoder refuses it, so only then is the slower replacer used.
 */
function encodeJson(payload: unknown) {
  try {
    return JSON.stringify(payload)
  } catch {
    return JSON.stringify(payload, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value
    )
  }
}

export const http = defineConfig({
  serializeJSON: encodeJson,
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
   * Routes are found through an index rather than tried one by one; the first route registered
   * still wins where two match (the app's catch-all page route is registered last).
   */
  router: { matcher: 'tree' },
  /*
   * X-Forwarded-* (the client's address and protocol) are believed only from the proxies
   * TRUST_PROXY names (proxy-addr syntax: "loopback", "10.0.0.0/8, 172.16.0.1", …).
   */
  trustProxy: trustedProxies ?? false,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    // Made Secure per request, over TLS only (secure_transport_middleware).
    secure: false,
    sameSite: 'lax',
  },
})
