import { BaseTransformer } from '@adonisjs/core/transformers'
import type FailedJob from '#models/failed_job'
import { isoOf } from '#models/columns'

/** A background job that used up its retries, with the input it will be sent back with. */
export default class FailedJobTransformer extends BaseTransformer<FailedJob> {
  toObject() {
    const failed = this.resource
    return {
      id: failed.id,
      job: failed.job,
      queue: failed.queue,
      payload: failed.input,
      error: failed.error,
      attempts: failed.attempts,
      failedAt: isoOf(failed.failedAt),
    }
  }
}
