import { FailedJobSchema } from '#database/schema'

/** A background job that used up its retries, kept until staff send it back to the queue. */
export default class FailedJob extends FailedJobSchema {
  /** The job's input, as it was dispatched. */
  get input(): Record<string, unknown> {
    return JSON.parse(this.payload)
  }
}
