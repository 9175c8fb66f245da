import env from '#start/env'
import { defineConfig, drivers, store } from '@adonisjs/cache'

/*
 * What signed-in requests look up on every call (their user, their token), kept in the
 * process's memory. With REDIS_HOST set, several instances run behind a load balancer,
 * so a change made on one (a revoked token) is announced on the Redis bus and forgotten
 * everywhere. Entries are database rows kept as they are, not serialised (so dates stay
 * dates); whoever uses one copies it. A store of its own: bentocache namespaces would
 * serialise again.
 */
const signedIn = store({ prefix: 'signed-in' }).useL1Layer(
  drivers.memory({ maxItems: 50_000, serialize: false })
)

const cacheConfig = defineConfig({
  default: 'signedIn',
  stores: {
    signedIn: env.get('REDIS_HOST')
      ? signedIn.useBus(drivers.redisBus({ connectionName: 'main' }))
      : signedIn,
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
