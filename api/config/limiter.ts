import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/* In memory for a single instance; Redis when REDIS_HOST is set so every instance shares the counts. */
const limiterConfig = defineConfig({
  default: env.get('REDIS_HOST') ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
import type { InferLimiters } from '@adonisjs/limiter/types'
