import type { JobOptions } from '@adonisjs/queue/types'
import { RecordedJob } from '#jobs/recorded_job'
import { emailSupport } from '#services/content/support_mail'

/** Emails a contact message to support; idempotent by the message's row. */
export default class EmailContactMessage extends RecordedJob<{ contactMessageId: number }> {
  static options: JobOptions = { name: 'EmailContactMessage' }

  async execute() {
    await emailSupport(this.payload.contactMessageId, this.context.jobId)
  }
}
