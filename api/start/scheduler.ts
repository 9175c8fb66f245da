/*
 * Scheduled work. Each task takes a lock shared by every API instance (Redis when configured,
 * else the database) and keeps it until shortly before its next run, so however many schedulers
 * run (in each API server, or `node ace scheduler:run` beside them), a task runs once per
 * period. Each also runs when a scheduler starts, catching up after downtime.
 */
import scheduler from 'adonisjs-scheduler/services/main'
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'
import { sendStorageReminders } from '#services/parcels/storage_reminders'
import { removeExpired } from '#services/platform/housekeeping'

function once(task: string, heldFor: string, work: () => Promise<unknown>) {
  return async () => {
    const claimed = await lock.createLock(`scheduled:${task}`, heldFor).acquireImmediately()
    if (!claimed) return
    logger.info({ task, result: await work() }, 'scheduled task done')
  }
}

scheduler
  .call(once('storage-reminders', '55m', sendStorageReminders))
  .hourly()
  .immediate()
scheduler
  .call(once('housekeeping', '55m', removeExpired))
  .hourly()
  .immediate()
