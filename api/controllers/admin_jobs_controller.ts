import type { HttpContext } from '@adonisjs/core/http'
import { noContent } from '#services/platform/answers'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { listFailedJobs, retryFailedJob } from '#services/platform/failed_jobs'
import FailedJobTransformer from '#transformers/failed_job_transformer'
import { serialize } from '#transformers/serializer'

/** Background jobs that used up their retries, and sending one back to its queue. */
export default class AdminJobsController {
  async failed({ request, response, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listFailedJobs(params), (rows) =>
      serialize(FailedJobTransformer.transform(rows))
    )
  }

  async retry({ params, response }: HttpContext) {
    await retryFailedJob(Number(params.id))
    return noContent(response)
  }
}
