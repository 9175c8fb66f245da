/**
 * Purchase-assistance quotes left unpaid expire, so that we never buy at a price or from a
 * stock that has since moved. Run by the scheduler; running it again does nothing more.
 */
import { DateTime } from 'luxon'
import PurchaseRequest from '#models/purchase_request'
import { voidUnpaidInvoice } from '#services/money/invoicing'
import { expireQuote } from '#services/orders/purchase_assistance'
import { notify } from '#services/platform/notify'
import { updateBackOffice } from '#services/platform/live_updates'

/**
 * The rule: a purchase request whose quote is still unpaid 7 days after staff priced it,
 * accepted or not, expires and its invoice is voided. A US store's prices and stock change
 * within a week, so we quote again rather than buy at a stale price; a week is also long
 * enough for a customer to decide and pay. The customer is told, in their language.
 */
export const UNPAID_QUOTE_EXPIRY = { days: 7 }

/** Expires the quotes due now; returns how many. */
export async function expireUnpaidQuotes(now = DateTime.utc()) {
  const due = await PurchaseRequest.query()
    .whereIn('status', ['quoted', 'accepted'])
    .where('quoted_at', '<=', now.minus(UNPAID_QUOTE_EXPIRY).toSQL({ includeOffset: false }))
    .preload('invoice')
    .preload('user')
    .orderBy('id')
  let expired = 0
  for (const request of due) {
    if (await expire(request)) expired++
  }
  return expired
}

/* A quote paid at the last moment is bought as usual. */
function expire(request: PurchaseRequest) {
  return voidUnpaidInvoice(request.invoice.number, async (invoice, trx) => {
    await expireQuote(request.id, trx)
    updateBackOffice(['purchase-requests'], trx)
    await notify(
      request.user,
      'order_updated',
      {
        requestId: request.id,
        invoiceNumber: invoice.number,
        reason: 'quote_expired',
        days: UNPAID_QUOTE_EXPIRY.days,
      },
      { trx }
    )
  })
}
