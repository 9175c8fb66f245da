import type { ApplicationService } from '@adonisjs/core/types'

/*
 * Redis's own error reporter logs every failed reconnection at fatal level, and once attached to
 * a subscribing connection it cannot be taken off. It is turned off before any connection is
 * made; api/start/redis.ts logs an outage once when it starts and once when it ends instead.
 */
export default class RedisOutagesProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.resolving('redis', (redis) => {
      redis.doNotLogErrors()
    })
  }
}
