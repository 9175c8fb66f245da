/*
 * Scheduled work. Each task takes a lock shared by every API instance (Redis when configured,
 * else the database) and keeps it until shortly before its next run, so however many schedulers
 * run (in each API server, or `node ace scheduler:run` beside them), a task runs once per
 * period. Each also runs when a scheduler starts, catching up after downtime. A scheduler told to
 * stop starts no more runs (its own terminating hook) and the app waits for the runs under way.
 */
import app from '@adonisjs/core/services/app'
import scheduler from 'adonisjs-scheduler/services/main'
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'
import { sendStorageReminders } from '#services/parcels/storage_reminders'
import { expireUnpaidShipments } from '#services/parcels/unpaid_shipments'
import { expireUnpaidQuotes } from '#services/orders/unpaid_quotes'
import { removeExpired } from '#services/platform/housekeeping'
import { requeueLostDeliveries } from '#services/platform/notify'
import { reconcileCardCharges } from '#services/money/card_charges'
import { isUnreachable, redisReady } from '#services/platform/dependencies'

/** The runs under way, which the app waits for when it terminates, before closing connections. */
const running = new Set<Promise<void>>()
app.terminating(async () => {
  await Promise.allSettled(running)
})

function once(task: string, heldFor: string, work: () => Promise<unknown>) {
  const run = async () => {
    await redisReady()
    const claimed = await lock.createLock(`scheduled:${task}`, heldFor).acquireImmediately()
    if (!claimed) return
    logger.info({ task, result: await work() }, 'scheduled task done')
  }
  /*
   * With its lock's store or the database away the run is skipped: the outage is logged once
   * where it is noticed, and the next period's run, or a scheduler's start, catches up.
   */
  const runUnlessAway = () =>
    run().catch((error) => {
      if (!isUnreachable(error)) throw error
      logger.debug({ task }, 'scheduled task skipped: a dependency is unreachable')
    })
  return () => {
    const started = runUnlessAway().finally(() => running.delete(started))
    running.add(started)
    return started
  }
}

/* What runs, how often, and how long its lock is held: just under its period. */
const TASKS = [
  { task: 'storage-reminders', work: sendStorageReminders, every: 'hourly', heldFor: '55m' },
  { task: 'unpaid-shipments', work: expireUnpaidShipments, every: 'hourly', heldFor: '55m' },
  { task: 'unpaid-quotes', work: expireUnpaidQuotes, every: 'hourly', heldFor: '55m' },
  { task: 'housekeeping', work: removeExpired, every: 'hourly', heldFor: '55m' },
  { task: 'lost-deliveries', work: requeueLostDeliveries, every: 'everyMinute', heldFor: '50s' },
  { task: 'card-charges', work: reconcileCardCharges, every: 'everyMinute', heldFor: '50s' },
] as const

for (const { task, work, every, heldFor } of TASKS) {
  scheduler
    .call(once(task, heldFor, work))
    [every]()
    .immediate()
}
