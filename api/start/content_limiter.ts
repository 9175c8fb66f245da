import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/*
 * Rate limits of the public content forms: contact and comments, each 10 per IP
 * per 10 minutes. They are the only brake on these forms, which need no account.
 */
const perTenMinutes = (name: string) => Number(env.get(name) ?? 10)

export const contactThrottle = limiter.define('contact', (ctx) =>
  limiter
    .allowRequests(perTenMinutes('LIMIT_CONTACT_ATTEMPTS'))
    .every('10 minutes')
    .usingKey(`contact:${ctx.request.ip()}`)
)

export const commentThrottle = limiter.define('comments', (ctx) =>
  limiter
    .allowRequests(perTenMinutes('LIMIT_COMMENT_ATTEMPTS'))
    .every('10 minutes')
    .usingKey(`comments:${ctx.request.ip()}`)
)
