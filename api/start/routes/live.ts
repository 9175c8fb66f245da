/*
 * The live event stream and its subscriptions (GET /__transmit/events, POST
 * /__transmit/subscribe and /__transmit/unsubscribe), for signed-in users only: which channels
 * each may join is decided in api/start/transmit.ts. Their input is checked here first, so that
 * a request missing the stream's id or channel is a 422, not an error inside Transmit.
 */
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { signedIn } from '#start/routes/access'
import { liveStreamValidator, liveSubscriptionValidator } from '#validators/live'

const checked =
  (validator: typeof liveStreamValidator | typeof liveSubscriptionValidator) =>
  async ({ request }: HttpContext, next: NextFn) => {
    await request.validateUsing(validator)
    return next()
  }

export default function liveRoutes() {
  transmit.registerRoutes((route) => {
    const opensStream = route.getPattern().endsWith('/events')
    route.use([...signedIn, checked(opensStream ? liveStreamValidator : liveSubscriptionValidator)])
  })
}
