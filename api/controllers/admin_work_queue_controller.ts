import { workQueues } from '#services/platform/work_queue'
import WorkQueueTransformer from '#transformers/work_queue_transformer'
import { serialize } from '#transformers/serializer'

/** The staff's start page: what waits for them, queue by queue. */
export default class AdminWorkQueueController {
  async show() {
    return serialize(WorkQueueTransformer.transform(await workQueues()))
  }
}
