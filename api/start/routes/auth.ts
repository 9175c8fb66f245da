import router from '@adonisjs/core/services/router'
import { session, signedIn } from '#start/routes/access'
import { forgotPasswordThrottle, registerThrottle } from '#start/limiter'

const HealthController = () => import('#controllers/health_controller')
const AuthController = () => import('#controllers/auth_controller')
const AccessTokensController = () => import('#controllers/access_tokens_controller')

export default function authRoutes() {
  router.get('/api/health', [HealthController, 'show'])

  router
    .group(() => {
      router.post('register', [AuthController, 'register']).use(registerThrottle)
      router.post('login', [AuthController, 'login'])
      router.post('forgot-password', [AuthController, 'forgotPassword']).use(forgotPasswordThrottle)
      router.post('reset-password', [AuthController, 'resetPassword'])
    })
    .prefix('/api/auth')
    .use(session)

  router
    .group(() => {
      router.post('logout', [AuthController, 'logout'])
      router.get('user', [AuthController, 'currentUser'])
      router.post('tokens', [AccessTokensController, 'store'])
      router.delete('tokens/:id', [AccessTokensController, 'destroy'])
    })
    .prefix('/api/auth')
    .use(signedIn)
}
