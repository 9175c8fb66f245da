import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/*
 * Only connected to when REDIS_HOST is set (sessions, rate limits and the signed-in cache's
 * news then live here). While Redis is down a command fails at once instead of queueing (the
 * request answers 503), and the connection keeps trying to come back, so the service recovers
 * without a restart.
 */
let stopping = false

/*
 * A stopping process stops reconnecting: its connections end at their next failed attempt rather
 * than try for ever, so a stop while Redis is away does not wait on them.
 */
export function stopReconnecting() {
  stopping = true
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST', '127.0.0.1'),
      port: env.get('REDIS_PORT', 6379),
      password: env.get('REDIS_PASSWORD', ''),
      db: env.get('REDIS_DB', 0),
      keyPrefix: 'sigma:',
      lazyConnect: true,
      connectTimeout: 1_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => (stopping ? null : Math.min(times * 100, 2_000)),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
