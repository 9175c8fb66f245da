/*
 * The database and Redis, as the rest of the app sees them when they go: an error that means a
 * dependency is unreachable (not a bug) is answered 503 with Retry-After, and health says which
 * one is missing. Nothing here holds state but health's last answer (a second old at most):
 * every request tries again, so the service recovers on its own as soon as the dependency is back.
 */
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

/** What a client is told to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5

/*
 * How long health waits for each dependency before calling it down. Long enough for a busy
 * instance's turn at the connection pool (a refused or unreachable one fails at once), short
 * enough for the load balancer's 3-second check.
 */
const HEALTH_TIMEOUT_MS = 2000

/* Network and driver codes that say "could not reach or keep the connection", on both databases and Redis. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
])
/* ioredis says it in words: with the offline queue off, a command fails at once while disconnected. */
const REDIS_UNREACHABLE = /^(Connection is closed|Stream isn't writeable|Reached the max retries)/

/** Whether this error means a dependency is unreachable, rather than a fault of the request or the code. */
export function isUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, name, message, cause } = error as Record<string, unknown>
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true
  if (name === 'KnexTimeoutError' || name === 'MaxRetriesPerRequestError') return true
  if (typeof message === 'string' && REDIS_UNREACHABLE.test(message)) return true
  return isUnreachable(cause, depth + 1)
}

export const usesRedis = () => Boolean(env.get('REDIS_HOST'))

type State = 'up' | 'down'
export type Health = {
  status: 'ok' | 'degraded'
  database: State
  redis: State | 'not configured'
}

function within<T>(promise: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const probe = (check: () => Promise<unknown>): Promise<State> =>
  within(check(), HEALTH_TIMEOUT_MS).then(
    () => 'up',
    () => 'down'
  )

/*
 * Load balancers and monitors may ask many times a second. While all is well the dependencies
 * are asked at most once a second, and callers arriving meanwhile share that answer (until a
 * request finds a dependency unreachable); while one is down every call asks again, so that its
 * return shows at once.
 */
const HEALTHY_FOR_MS = 1000
let lastCheck: { at: number; health: Promise<Health> } | undefined

/** Each dependency, asked at once and in parallel; degraded when any is down. */
export function checkHealth(): Promise<Health> {
  const now = Date.now()
  if (!lastCheck || now - lastCheck.at >= HEALTHY_FOR_MS) {
    const health = askDependencies()
    lastCheck = { at: now, health }
    void health.then(({ status }) => {
      if (status !== 'ok' && lastCheck?.health === health) lastCheck = undefined
    })
  }
  return lastCheck.health
}

/** A request found a dependency unreachable: health asks again rather than repeat its last answer. */
export function dependencyLost() {
  lastCheck = undefined
}

async function askDependencies(): Promise<Health> {
  const [database, redisState] = await Promise.all([
    probe(() => db.rawQuery('select 1')),
    usesRedis() ? probe(() => redis.ping()) : Promise.resolve('not configured' as const),
  ])
  const status = database === 'up' && redisState !== 'down' ? 'ok' : 'degraded'
  return { status, database, redis: redisState }
}

/* How long work that starts with the process waits for Redis before going ahead without it. */
const REDIS_AWAITED_MS = 5_000

/**
 * Resolves once Redis takes commands (at once without Redis). Work that starts with the process
 * (the scheduler's catch-up runs) waits for it: with the offline queue off, a command sent while
 * the connection is still opening fails rather than waits. After a few seconds it goes ahead,
 * and fails as it would with Redis down; the next run tries again.
 */
export function redisReady(): Promise<void> {
  if (!usesRedis()) return Promise.resolve()
  const connection = redis.connection()
  if (connection.status === 'ready') return Promise.resolve()
  if (connection.status === 'wait') connection.ioConnection.connect().catch(() => {})
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      connection.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, REDIS_AWAITED_MS)
    connection.on('ready', done)
  })
}
