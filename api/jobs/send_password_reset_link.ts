import type { JobOptions } from '@adonisjs/queue/types'
import { RecordedJob } from '#jobs/recorded_job'
import { type ResetLinkEmail, sendResetLink } from '#services/accounts/reset_link_email'

/** Emails a password-reset link; idempotent by its link's row. */
export default class SendPasswordResetLink extends RecordedJob<ResetLinkEmail> {
  static options: JobOptions = { name: 'SendPasswordResetLink' }

  async execute() {
    await sendResetLink(this.payload, this.context.jobId)
  }
}
