import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import app from '@adonisjs/core/services/app'
import { IdleLiveTransport, RedisLiveTransport } from '#services/platform/live_transport'

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
        /*
         * `node ace codegen` boots the app in warmup mode only to read its routes: no connection
         * opens there, or the command would never exit.
         */
        driver: () =>
          app.getMode() === 'warmup'
            ? new IdleLiveTransport()
            : new RedisLiveTransport({
                host: env.get('REDIS_HOST'),
                port: env.get('REDIS_PORT', 6379),
                password: env.get('REDIS_PASSWORD', ''),
              }),
        // Redis's channels are shared by all its databases: a deployment on another one keeps to its own.
        channel: env.get('REDIS_DB') ? `sigma:live:${env.get('REDIS_DB')}` : 'sigma:live',
      }
    : null,
})
