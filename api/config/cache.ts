import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, drivers, store } from '@adonisjs/cache'
import type { InferStores } from '@adonisjs/cache/types'
import redisConfig from '#config/redis'

/*
 * Reads that every signed-in request would otherwise make of the database (the bearer token's
 * row). One API instance keeps them in its memory. With REDIS_HOST set there may be several, and
 * they are kept in Redis alone: what one instance deletes is gone for all of them at once, with
 * no message between them that an outage could hold up. While Redis is away, reads go to the
 * database (bentocache passes Redis's errors on by default when there is no memory layer).
 */
const inMemory = () => store().useL1Layer(drivers.memory({ maxSize: '20mb' }))

/*
 * A connection of the cache's own, with the main one's options: bentocache closes the connection
 * it is given when the app stops, and the main one is still AdonisJS's to close. Like the main one,
 * a command never waits for it (a request must not hang while Redis is away), so it opens as the
 * app starts (api/start/redis.ts) and not at its first command, which would fail.
 */
const ownRedisConnection = configProvider.create(async () => {
  const { redisDriver } = await import('bentocache/drivers/redis')
  return redisDriver({
    connection: { ...redisConfig.connections.main, lazyConnect: false },
    prefix: 'bentocache',
  })
})
const inRedis = () => store({ suppressL2Errors: true }).useL2Layer(ownRedisConnection)

const cacheConfig = defineConfig({
  default: 'signedIn',
  stores: {
    signedIn: env.get('REDIS_HOST') ? inRedis() : inMemory(),
    // The sandbox payment processor's memory of its answers, shared by every instance as a real
    // processor's is, so that one process can look up a charge another made.
    sandboxGateway: env.get('REDIS_HOST') ? inRedis() : inMemory(),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
