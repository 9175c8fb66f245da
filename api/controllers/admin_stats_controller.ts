import { backOfficeStats } from '#services/analytics/stats'

export default class AdminStatsController {
  async show() {
    return backOfficeStats()
  }
}
