/*
 * Who may listen to which live channel, the channels each stream listens to, and the open
 * streams' end when the process stops. The stream and subscriptions go through the session and
 * auth middleware (api/start/routes/live.ts), so a visitor is refused before this is asked; a
 * channel no rule names carries nothing.
 */
import app from '@adonisjs/core/services/app'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { CUSTOMER_CHANNEL, STAFF_CHANNEL, channelsOf } from '#services/platform/live_updates'

/** A customer hears of their own account only. */
transmit.authorize<{ id: string }>(CUSTOMER_CHANNEL, ({ auth }: HttpContext, { id }) => {
  const user = auth.user
  return user?.role === 'customer' && String(user.id) === id
})

/** The warehouse's and the support desk's new work: staff and admins. */
transmit.authorize(STAFF_CHANNEL, ({ auth }: HttpContext) => auth.user?.isStaff === true)

/*
 * A stream listens from the moment it opens to its user's channels, subscribed by the instance
 * that holds it: behind a load balancer a later subscription request may reach another instance,
 * which does not know the stream.
 */
transmit.on('connect', ({ uid, context }) => {
  for (const channel of channelsOf(context.auth.getUserOrFail())) {
    void transmit.subscribe({ uid, channel, context })
  }
})

/*
 * An open stream never ends on its own, and the HTTP server waits for every connection when the
 * process stops: the streams' connections are closed first (nothing is in flight on them, and
 * browsers reconnect, to another instance or to this one restarted). Stopping runs the last
 * registered step first, so this one is registered once the server runs, after the step that
 * closes the server.
 */
const openStreams = new Set<HttpContext>()
transmit.on('connect', ({ context }) => openStreams.add(context))
transmit.on('disconnect', ({ context }) => openStreams.delete(context))
app.ready(() => {
  app.terminating(() => {
    for (const { request } of openStreams) request.request.socket.destroy()
  })
})
