import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { queueWorker } from '#services/platform/background_work'
import { usesRedis } from '#services/platform/dependencies'

export type JobState = 'pending' | 'active' | 'delayed'

/*
 * Where the Redis engine keeps the default queue: the job data, its states (pending and delayed
 * are sorted sets, active a hash) and its history.
 */
const REDIS_QUEUE = 'jobs::default'
const REDIS_QUEUE_KEYS = [
  'data',
  'pending',
  'delayed',
  'active',
  'metadata',
  'completed',
  'completed::index',
  'failed',
  'failed::index',
].map((part) => `${REDIS_QUEUE}::${part}`)

async function countInRedis(state: JobState) {
  const key = `${REDIS_QUEUE}::${state}`
  return state === 'active' ? redis.hlen(key) : redis.zcard(key)
}

async function countInDatabase(state: JobState) {
  const [{ total }] = await db.from('queue_jobs').where('status', state).count('* as total')
  return Number(total)
}

/** Jobs in these states, in whichever engine holds them (Redis when configured, else the database). */
export async function queuedJobs(...states: JobState[]) {
  const counts = await Promise.all(
    states.map((state) => (usesRedis() ? countInRedis(state) : countInDatabase(state)))
  )
  return counts.reduce((sum, count) => sum + count, 0)
}

/** What each waiting job carries, as its engine stores it: the job's data as JSON text. */
export async function queuedJobData(): Promise<string[]> {
  if (usesRedis()) return Object.values(await redis.hgetall(`${REDIS_QUEUE}::data`))
  const rows = await db.from('queue_jobs').select('data')
  return rows.map((row) => row.data)
}

/* The database engine's jobs go with the tables each test truncates; Redis keeps its own. */
export async function forgetQueuedJobs() {
  if (usesRedis()) await redis.del(REDIS_QUEUE_KEYS)
}

/**
 * Runs the queued jobs in the test's own process, retries included, until none is left: what
 * the API server's worker would do in the background.
 */
export async function runJobs() {
  const { worker, settle } = await queueWorker()
  for (;;) {
    const cycle = await worker.processCycle(['default'])
    if (!cycle) break
    if (cycle.type === 'error') throw cycle.error
    if (cycle.type === 'idle') {
      if ((await queuedJobs('pending', 'active', 'delayed')) === 0) break
      await sleep(10)
    }
  }
  await worker.stop()
  await settle()
}
