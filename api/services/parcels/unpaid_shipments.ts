/**
 * Shipments invoiced and never paid expire, so that packages do not sit half-shipped forever and
 * an old price is not paid after rates changed. Run by the scheduler; running it again does
 * nothing more.
 */
import { DateTime } from 'luxon'
import Shipment from '#models/shipment'
import { voidUnpaidInvoice } from '#services/money/invoicing'
import { findShipmentForStaff } from '#services/parcels/shipping_out'
import { cancelBackToStorage } from '#services/parcels/ship_requests'
import { notify } from '#services/platform/notify'
import { updateBackOffice, updateCustomerApps } from '#services/platform/live_updates'

/**
 * The rule: a shipment's invoice left unpaid for 14 days is voided, the shipment is cancelled and
 * its packages go back to the customer's storage, their storage clock still counting from the
 * day each arrived; the customer is told, in their language, and may request shipping again.
 */
export const UNPAID_SHIPMENT_EXPIRY = { days: 14 }

/** Expires the shipments due now; returns how many. */
export async function expireUnpaidShipments(now = DateTime.utc()) {
  const due = await Shipment.query()
    .where('status', 'invoiced')
    .where('invoiced_at', '<=', now.minus(UNPAID_SHIPMENT_EXPIRY).toSQL({ includeOffset: false }))
    .preload('invoice')
    .preload('user')
    .orderBy('id')
  let expired = 0
  for (const shipment of due) {
    if (await expire(shipment)) expired++
  }
  return expired
}

/* A shipment paid at the last moment keeps going. */
function expire(shipment: Shipment) {
  return voidUnpaidInvoice(shipment.invoice.number, async (invoice, trx) => {
    const locked = await findShipmentForStaff(shipment.number, trx)
    await cancelBackToStorage(locked)
    updateCustomerApps(locked.userId, ['shipments', 'packages'], trx)
    updateBackOffice(['shipments', 'packages'], trx)
    await notify(
      shipment.user,
      'order_updated',
      {
        shipmentNumber: locked.number,
        invoiceNumber: invoice.number,
        status: locked.status,
        reason: 'invoice_expired',
        days: UNPAID_SHIPMENT_EXPIRY.days,
      },
      { trx }
    )
  })
}
