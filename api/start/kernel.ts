/*
 * The HTTP middleware, as the AdonisJS starter kit declares it. Server middleware run on every
 * request, matched or not; router middleware on every matched route; named middleware where a
 * route group asks (api/start/routes/access.ts): sessions, CSRF and sign-in only on the routes
 * that serve browsers or signed-in users.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/secure_transport_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/object_body_middleware'),
])

export const middleware = router.named({
  browserSession: () => import('#middleware/browser_session_middleware'),
  initializeAuth: () => import('@adonisjs/auth/initialize_auth_middleware'),
  auth: () => import('#middleware/auth_middleware'),
})
