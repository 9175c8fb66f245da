import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

/** Load balancers ask this whether the instance can reach its database. */
export default class HealthController {
  async show({ response }: HttpContext) {
    try {
      await db.rawQuery('select 1')
      return { status: 'ok', database: 'reachable' }
    } catch {
      return response.serviceUnavailable({ status: 'unavailable', database: 'unreachable' })
    }
  }
}
