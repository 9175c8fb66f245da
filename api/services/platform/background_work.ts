/**
 * The queue worker and the scheduler, run inside the API server by default (RUN_WORKER and
 * RUN_SCHEDULER set to "false" turn them off, for instances beside a separate
 * `node ace queue:work` and `node ace scheduler:run`). Either stops when the app terminates.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Worker as QueueWorker } from '@adonisjs/queue'
import type { QueueConfig } from '@adonisjs/queue/types'
import { Worker as SchedulerWorker } from 'adonisjs-scheduler'

/** A worker for the configured queue engine, making jobs through the container as queue:work does. */
export async function queueWorker() {
  const config = app.config.get<QueueConfig>('queue')
  const adapters = Object.fromEntries(
    await Promise.all(
      Object.entries(config.adapters).map(async ([name, adapter]) => [
        name,
        typeof adapter === 'function' ? adapter : await adapter.resolver(app),
      ])
    )
  )
  return new QueueWorker({
    ...config,
    adapters,
    autoLoadJobs: false,
    jobFactory: (JobClass) => app.container.make(JobClass),
    logger: config.logger ?? logger,
  })
}

export async function startBackgroundWork(options: { worker: boolean; scheduler: boolean }) {
  if (options.worker) {
    const worker = await queueWorker()
    const running = worker
      .start(['default'])
      .catch((error) => logger.error({ err: error }, 'queue worker stopped'))
    // Stopping finishes the jobs in hand; one taken in that same instant is finished once the
    // worker's loop has ended. Only then may the app close the connections the jobs use.
    app.terminating(async () => {
      await worker.stop()
      await running
      await worker.stop()
    })
  }
  if (options.scheduler) {
    const scheduler = new SchedulerWorker(app)
    app.terminating(() => scheduler.stop())
    await scheduler.start()
  }
}
