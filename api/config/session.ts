import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/session'

/*
 * Sessions live server-side so that signing out (or changing the password)
 * really ends them: in the database by default, in Redis when REDIS_HOST is
 * set (which makes API instances stateless behind a load balancer).
 */
export const sessionStore: 'cookie' | 'memory' | 'database' | 'redis' =
  env.get('SESSION_DRIVER') ?? (env.get('REDIS_HOST') ? 'redis' : 'database')

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'sigma-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    // Made Secure per request, over TLS only (secure_transport_middleware).
    secure: false,
    sameSite: 'lax',
  },
  store: sessionStore,
  stores: {
    cookie: stores.cookie(),
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
