import type { HttpContext } from '@adonisjs/core/http'
import { workQueues } from '#services/platform/work_queue'
import WorkQueueTransformer from '#transformers/work_queue_transformer'
import { serialize } from '#transformers/serializer'

/** The staff's start page: what waits for them, queue by queue (all of them, as a list says). */
export default class AdminWorkQueueController {
  async show({ response }: HttpContext) {
    const queues = await workQueues()
    response.header('x-total-count', queues.length)
    return serialize(WorkQueueTransformer.transform(queues))
  }
}
