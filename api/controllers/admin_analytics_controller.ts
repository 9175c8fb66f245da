import type { HttpContext } from '@adonisjs/core/http'
import { funnel, heatmap } from '#services/analytics/analytics'
import { heatmapValidator } from '#validators/analytics'

export default class AdminAnalyticsController {
  async funnel({ params }: HttpContext) {
    return funnel(params.name)
  }

  async heatmap({ request }: HttpContext) {
    const { page } = await request.validateUsing(heatmapValidator, { data: request.qs() })
    return heatmap(page)
  }
}
