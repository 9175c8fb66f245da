/*
 * Who may listen to which live channel. Subscribing goes through the session and auth
 * middleware (api/start/routes/live.ts), so a visitor is refused before this is asked; a
 * channel no rule names carries nothing.
 */
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { CUSTOMER_CHANNEL, STAFF_CHANNEL } from '#services/platform/live_updates'

/** A customer hears of their own account only. */
transmit.authorize<{ id: string }>(CUSTOMER_CHANNEL, ({ auth }: HttpContext, { id }) => {
  const user = auth.user
  return user?.role === 'customer' && String(user.id) === id
})

/** The warehouse's and the support desk's new work: staff and admins. */
transmit.authorize(STAFF_CHANNEL, ({ auth }: HttpContext) => auth.user?.isStaff === true)
