import type { JobOptions } from '@adonisjs/queue/types'
import { RecordedJob } from '#jobs/recorded_job'
import { sendDelivery } from '#services/platform/deliveries'

/** Sends one email, SMS or push of a notification; idempotent by its delivery row. */
export default class DeliverNotification extends RecordedJob<{ deliveryId: number }> {
  static options: JobOptions = { name: 'DeliverNotification' }

  async execute() {
    await sendDelivery(this.payload.deliveryId, this.context.jobId)
  }
}
