import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'

/*
 * Locks shared by every API instance, so a scheduled task runs on one of them only: in Redis
 * when REDIS_HOST is set, otherwise in the database (table locks).
 */
const lockConfig = defineConfig({
  default: 'shared',
  // Only the store in use is set up: an unused Redis connection would keep retrying forever.
  stores: {
    shared: env.get('REDIS_HOST')
      ? stores.redis({ connectionName: 'main' })
      : stores.database({ tableName: 'locks' }),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}
import type { InferLockStores } from '@adonisjs/lock/types'
