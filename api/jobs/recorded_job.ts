import { Job } from '@adonisjs/queue'
import { recordFailure } from '#services/platform/failed_jobs'

/** A job whose last failed attempt lands in the failed list staff see and retry from. */
export abstract class RecordedJob<Payload> extends Job<Payload> {
  async failed(error: Error) {
    await recordFailure({
      job: this.context.name,
      queue: this.context.queue,
      payload: this.payload,
      error,
      attempts: this.context.attempt,
    })
  }
}
