import type { HttpContext } from '@adonisjs/core/http'
import { backOfficeStats } from '#services/analytics/stats'

export default class AdminStatsController {
  /* Revenue is the admins' figure: staff are sent the warehouse's counts alone. */
  async show({ auth }: HttpContext) {
    return backOfficeStats({ withRevenue: auth.getUserOrFail().role === 'admin' })
  }
}
