import type { HttpContext } from '@adonisjs/core/http'
import { answer } from '#services/platform/answers'
import { RETRY_AFTER_SECONDS, checkHealth } from '#services/platform/dependencies'

/** Load balancers ask this whether the instance can serve: 503 while a dependency is down. */
export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await checkHealth()
    if (health.status === 'ok') return health
    response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return answer(response, 503, health)
  }
}
