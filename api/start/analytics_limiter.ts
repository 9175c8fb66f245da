import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/* Analytics: 300 per IP per minute (LIMIT_ANALYTICS_ATTEMPTS overrides the count). */
export const analyticsThrottle = limiter.define('analytics', (ctx) =>
  limiter
    .allowRequests(Number(env.get('LIMIT_ANALYTICS_ATTEMPTS') ?? 300))
    .every('1 minute')
    .usingKey(`analytics:${ctx.request.ip()}`)
)
