/**
 * The queue worker and the scheduler, run inside the API server by default (RUN_WORKER and
 * RUN_SCHEDULER set to "false" turn them off, for instances beside a separate
 * `node ace queue:work` and `node ace scheduler:run`). Either stops when the app terminates.
 */
import { setImmediate } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Worker as QueueWorker } from '@adonisjs/queue'
import type { QueueConfig } from '@adonisjs/queue/types'
import { Worker as SchedulerWorker } from 'adonisjs-scheduler'

/** A queue engine as the worker uses it: what matters here is taking jobs and finishing them. */
type Engine = {
  popFrom(queue: string): Promise<{ id: string } | null>
  retryJob(jobId: string, queue: string): Promise<void>
}
const FINISHING = new Set(['completeJob', 'failJob', 'retryJob'])

/**
 * What a worker has under way, followed from outside because the worker loses track of some of
 * it. It asks the engine for several jobs at once and, when one ask fails (a deadlock, a
 * timeout), stops waiting for the others, whose jobs are then taken but never run; and stopping
 * forgets the jobs that started while it waited. An app that closed the database then would
 * close it under them. `settle()` waits until no job and no call to the engine is under way,
 * then hands back to the queue each job taken and not finished (the engine counts that as an
 * attempt).
 */
function followWork() {
  const underWay = new Set<Promise<unknown>>()
  const taken = new Map<string, { queue: string; engine: Engine }>()
  const watch = <T>(work: Promise<T>) => {
    const watched = work.catch(() => {}).finally(() => underWay.delete(watched))
    underWay.add(watched)
    return work
  }

  const engine = (followed: Engine) =>
    new Proxy(followed, {
      get(target, property) {
        const value = Reflect.get(target, property)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          const result = value.apply(target, args)
          if (!(result instanceof Promise)) return result
          const [first] = args as [string]
          if (property === 'popFrom') {
            result.then((job) => job && taken.set(job.id, { queue: first, engine: target }))
          }
          if (FINISHING.has(String(property))) taken.delete(first)
          return watch(result)
        }
      },
    })

  const job = <J extends { execute(...args: any[]): Promise<unknown> }>(made: J) => {
    const execute = made.execute.bind(made)
    made.execute = (...args) => watch(execute(...args))
    return made
  }

  async function settle() {
    // A finished job's completion is asked for a moment after it returns: look again after a turn.
    while (underWay.size > 0) {
      await Promise.all(underWay)
      await setImmediate()
    }
    for (const [jobId, { queue, engine: followed }] of taken) await followed.retryJob(jobId, queue)
    taken.clear()
  }
  return { engine, job, settle }
}

/**
 * A worker for the configured queue engine, making jobs through the container as queue:work
 * does. Once the worker has stopped, `settle()` waits for what it left under way.
 */
export async function queueWorker() {
  const config = app.config.get<QueueConfig>('queue')
  const work = followWork()
  const adapters = Object.fromEntries(
    await Promise.all(
      Object.entries(config.adapters).map(async ([name, adapter]) => {
        const factory = typeof adapter === 'function' ? adapter : await adapter.resolver(app)
        return [name, () => work.engine(factory() as unknown as Engine)]
      })
    )
  )
  const worker = new QueueWorker({
    ...config,
    adapters,
    autoLoadJobs: false,
    jobFactory: async (JobClass) => work.job(await app.container.make(JobClass)),
    logger: config.logger ?? logger,
  })
  return { worker, settle: work.settle }
}

export async function startBackgroundWork(options: { worker: boolean; scheduler: boolean }) {
  if (options.worker) {
    const { worker, settle } = await queueWorker()
    const running = worker
      .start(['default'])
      .catch((error) => logger.error({ err: error }, 'queue worker stopped'))
    // Stopping finishes the jobs in hand; one taken in that same instant is finished once the
    // worker's loop has ended. Only then, and once no call to the engine is under way, may the
    // app close the connections the jobs use.
    app.terminating(async () => {
      await worker.stop()
      await running
      await worker.stop()
      await settle()
    })
  }
  if (options.scheduler) {
    const scheduler = new SchedulerWorker(app)
    app.terminating(() => scheduler.stop())
    await scheduler.start()
  }
}
