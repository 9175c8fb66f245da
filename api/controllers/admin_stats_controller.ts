import { backOfficeStats } from '#services/stats'

export default class AdminStatsController {
  async show() {
    return backOfficeStats()
  }
}
