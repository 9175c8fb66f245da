import env from '#start/env'
import { defineConfig, drivers, exponentialBackoff } from '@adonisjs/queue'

/*
 * Jobs wait in Redis when REDIS_HOST is set, otherwise in the database (tables queue_jobs and
 * queue_schedules): persistent, shared by every API instance, nothing more to install.
 * A failing job is tried again after 1s, 2s, 4s… (at most a minute apart) up to
 * JOB_MAX_RETRIES times, then lands in the failed list staff see in the back office.
 */
const queueConfig = defineConfig({
  default: 'shared',
  // Only the engine in use is set up: an unused Redis connection would keep retrying forever.
  adapters: {
    shared: env.get('REDIS_HOST') ? drivers.redis({ connectionName: 'main' }) : drivers.database(),
  },
  retry: {
    maxRetries: env.get('JOB_MAX_RETRIES', 5),
    backoff: exponentialBackoff({
      baseDelay: env.get('JOB_RETRY_DELAY_MS', 1_000),
      maxDelay: '1m',
      multiplier: 2,
    }),
  },
  worker: {
    concurrency: 5,
    idleDelay: env.get('JOB_POLL_MS', 1_000),
    gracefulShutdown: false,
    /*
     * A job whose worker died (kill -9, a lost machine) goes back to the queue for another worker
     * once it has been in hand 15 s, checked every 5 s, with its id: its send's claim is still its
     * own, so it sends what the dead worker may not have (send_once).
     */
    stalledThreshold: '15s',
    stalledInterval: '5s',
  },
  locations: [],
})

export default queueConfig
