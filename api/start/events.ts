/*
 * Every listener of the app, registered once at boot.
 *
 * Each signed-in browser session is tagged with its user, so that a password change or reset
 * (revokeCredentials) can find and end the user's other sessions. The session guard does not
 * tag by itself: we tag at sign-in, here, and when a remembered device opens a new session (the
 * auth middleware, which sees every sign-in by cookie without an event on each request).
 *
 * The domain's own events let one area act on another's step without importing it: their
 * listeners run one after another inside the emitter's transaction (emitSerial), so a listener
 * that throws undoes the step.
 */
import emitter from '@adonisjs/core/services/emitter'
import type { InvoicePaid } from '#services/money/invoicing'
import type { PackageReceived } from '#services/parcels/receiving'
import { shipmentPaid } from '#services/parcels/shipping_out'
import { purchaseRequestPaid } from '#services/orders/purchase_assistance'
import { receiveOrdersFor } from '#services/orders/orders'
import { invoicePaid, packageReceived } from '#services/platform/live_updates'

declare module '@adonisjs/core/types' {
  interface EventsList {
    'invoice:paid': InvoicePaid
    'package:received': PackageReceived
  }
}

emitter.on('session_auth:login_succeeded', ({ ctx, user }) =>
  ctx.session.tag(String((user as { id: number }).id))
)

emitter.on('invoice:paid', shipmentPaid)
emitter.on('invoice:paid', purchaseRequestPaid)
emitter.on('package:received', receiveOrdersFor)

// The open apps hear of it once the transaction commits.
emitter.on('invoice:paid', invoicePaid)
emitter.on('package:received', packageReceived)
