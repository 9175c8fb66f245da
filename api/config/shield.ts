import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'

/** API clients that authenticate with a bearer token send no cookies, so CSRF cannot apply to them. */
const usesBearerToken = (ctx: HttpContext) =>
  /^bearer\s/i.test(ctx.request.header('authorization') ?? '')

const shieldConfig = defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: usesBearerToken,
    // The SPAs read XSRF-TOKEN and echo it as the X-XSRF-TOKEN header.
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  // Set on every response, not only the session's: createSecuredServer, and HSTS over TLS
  // by secure_transport_middleware.
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
