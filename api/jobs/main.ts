import { Locator } from '@adonisjs/queue'
import type { JobClass } from '@adonisjs/queue/types'
import DeliverNotification from '#jobs/deliver_notification'
import EmailContactMessage from '#jobs/email_contact_message'
import SendPasswordResetLink from '#jobs/send_password_reset_link'

/** Every job class a worker may run, by the name stored with each queued job. */
export function registerJobs() {
  for (const job of [DeliverNotification, EmailContactMessage, SendPasswordResetLink]) {
    Locator.register(job.options.name!, job as JobClass)
  }
}
