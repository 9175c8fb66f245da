import { defineConfig } from '@adonisjs/shield'
import { usesBearerToken } from '#services/accounts/credentials'

const shieldConfig = defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    // API clients signing in with a bearer token send no cookie: CSRF cannot apply to them.
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
