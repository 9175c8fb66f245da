import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoOf } from '#models/columns'
import { customerReference } from '#transformers/shared'
import type { QueueState } from '#services/platform/work_queue'

/**
 * A queue of the start page: its name, how many records wait, and those that waited longest,
 * each by the number (or, for a failed job, the job's name) that opens it, with whose it is.
 */
export default class WorkQueueTransformer extends BaseTransformer<QueueState> {
  toObject() {
    const { queue, count, oldest } = this.resource
    return {
      queue,
      count,
      oldest: oldest.map(({ reference, user, since }) => ({
        reference,
        customer: user ? customerReference(user) : null,
        since: since ? isoOf(since) : null,
      })),
    }
  }
}
