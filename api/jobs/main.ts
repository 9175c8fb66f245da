import { Locator } from '@adonisjs/queue'
import DeliverNotification from '#jobs/deliver_notification'

/** Every job class a worker may run, by the name stored with each queued job. */
export function registerJobs() {
  for (const JobClass of [DeliverNotification]) {
    Locator.register(JobClass.options.name!, JobClass)
  }
}
