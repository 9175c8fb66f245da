import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/* Rate limits per IP (and per email where one is given); each count is overridable by env. */
export const registerThrottle = limiter.define('register', (ctx) =>
  limiter
    .allowRequests(env.get('LIMIT_REGISTER_ATTEMPTS', 30))
    .every('1 hour')
    .usingKey(`register:${ctx.request.ip()}`)
)

export const forgotPasswordThrottle = limiter.define('forgotPassword', (ctx) =>
  limiter
    .allowRequests(env.get('LIMIT_FORGOT_PASSWORD_ATTEMPTS', 5))
    .every('1 hour')
    .usingKey(`forgot:${String(ctx.request.input('email', '')).trim().toLowerCase()}`)
)
