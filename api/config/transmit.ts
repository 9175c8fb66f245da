import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { RedisLiveTransport } from '#services/platform/live_transport'

/*
 * A browser keeps one event stream open to the instance that served it. With REDIS_HOST set,
 * every instance passes what it broadcasts through Redis, so a customer hears of a package
 * received on another instance; alone, an instance needs no transport.
 *
 * A ping goes down every stream each 30 seconds: proxies close one that stays silent for a minute.
 */
export default defineConfig({
  pingInterval: '30s',
  transport: env.get('REDIS_HOST')
    ? {
        driver: () =>
          new RedisLiveTransport({
            host: env.get('REDIS_HOST'),
            port: env.get('REDIS_PORT', 6379),
            password: env.get('REDIS_PASSWORD', ''),
          }),
        channel: 'sigma:live',
      }
    : null,
})
