import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { queueWorker } from '#services/platform/background_work'

/* Jobs still to run: waiting, running, or waiting for their next retry (the database engine's table). */
async function jobsLeft() {
  const [{ total }] = await db
    .from('queue_jobs')
    .whereIn('status', ['pending', 'active', 'delayed'])
    .count('* as total')
  return Number(total)
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
      if ((await jobsLeft()) === 0) break
      await sleep(10)
    }
  }
  await worker.stop()
  await settle()
}
