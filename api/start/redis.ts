/*
 * With REDIS_HOST set, the connection opens at boot (a command never waits for it: see
 * #config/redis) and its outages are logged once when they start and once when they end,
 * rather than on every reconnection attempt (#providers/redis_outages_provider).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import cache from '@adonisjs/cache/services/main'
import { setTimeout } from 'node:timers/promises'
import { stopReconnecting } from '#config/redis'
import { usesRedis } from '#services/platform/dependencies'

/*
 * Once the app is ready: an app booted only to be read (`node ace codegen`'s warmup) never is,
 * and must open no connection that would keep it from exiting.
 */
/* Longer than one reconnection attempt: the longest wait between attempts and a connect timeout. */
const STOP_WAIT_MS = 4_000

app.ready(() => {
  if (!usesRedis()) return
  const connection = redis.connection()
  let down = false
  connection.on('error', ({ error }) => {
    if (!down) logger.warn({ err: error }, 'Redis is unreachable; requests that need it get 503')
    down = true
  })
  connection.on('ready', () => {
    if (down) logger.info('Redis is back')
    down = false
  })
  connection.ioConnection.connect().catch(() => {})
  // The token cache's own connection opens now too, rather than with its first command (which,
  // never waiting for a connection, would fail): its first read asks for it.
  cache.has({ key: 'boot' }).catch(() => {})
})

/*
 * Stopping while Redis is away: quitting sends QUIT, which a connection that cannot send rejects,
 * and the rejection would end the stop half-way. Such a connection is let end instead (within a
 * reconnection attempt), after which there is nothing left to quit.
 */
app.terminating(async () => {
  if (!usesRedis()) return
  stopReconnecting()
  const connection = redis.connection()
  if (connection.status === 'ready' || connection.status === 'end') return
  await Promise.race([connection.once('end'), setTimeout(STOP_WAIT_MS)])
})
