import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import { allowedOrigins } from '#config/cors'
import { trustedProxies } from '#config/app'
import { negotiateLanguageWhenNeeded } from '#services/platform/request_language'

server.errorHandler(() => import('#exceptions/handler'))

/*
 * Needed by every request, even unmatched ones, and only where configured. (The security
 * headers every answer carries are set before the app sees the request: createSecuredServer.)
 */
server.use([
  ...(trustedProxies ? [() => import('#middleware/secure_transport_middleware')] : []),
  /*
   * With no other origin allowed there is nothing for CORS to grant (browsers refuse a
   * cross-origin call that gets no permission), so no request pays for asking.
   */
  ...(allowedOrigins.length > 0 ? [() => import('@adonisjs/cors/cors_middleware')] : []),
])

negotiateLanguageWhenNeeded()

/*
 * Sessions, CSRF and auth run only on the routes that need them: they cost most of a
 * request's time.
 */
export const middleware = router.named({
  session: () => import('#middleware/session_middleware'),
  auth: () => import('#middleware/auth_middleware'),
})
