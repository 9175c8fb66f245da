/*
 * The live event stream and its subscriptions (GET /__transmit/events, POST
 * /__transmit/subscribe and /__transmit/unsubscribe), for signed-in users only: which channels
 * each may join is decided in api/start/transmit.ts.
 */
import transmit from '@adonisjs/transmit/services/main'
import { signedIn } from '#start/routes/access'

export default function liveRoutes() {
  transmit.registerRoutes((route) => route.use(signedIn))
}
