/**
 * Tells the open apps that something they show has changed, by server-sent events: each
 * customer's app on its own channel, the back office on the staff channel. A message names only
 * what changed, never a record: each app reads it again through the API, with its reader's own
 * permissions, so a channel cannot show more than the reader may see.
 */
import transmit from '@adonisjs/transmit/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Which of a customer's lists changed; their app reads those again. */
export type CustomerTopic = 'notifications' | 'packages' | 'shipments' | 'orders' | 'returns'

/** Which of the back office's lists has new work; named as its resources are. */
export type StaffTopic = 'inbox' | 'purchase-requests' | 'packages' | 'shipments'

/** The channels and who may listen to them (api/start/transmit.ts). */
export const CUSTOMER_CHANNEL = 'customers/:id'
export const STAFF_CHANNEL = 'staff'

export const customerChannel = (userId: number) => CUSTOMER_CHANNEL.replace(':id', String(userId))

/** The channels a user's open apps listen to: a customer's own, or the staff's. */
export function channelsOf(user: { id: number; role: string }) {
  if (user.role === 'customer') return [customerChannel(user.id)]
  return [STAFF_CHANNEL]
}

/*
 * Inside a transaction the news waits for the commit: an app told earlier would read the old
 * rows again, and a rolled-back change is no news at all.
 */
function whenCommitted(trx: TransactionClientContract | undefined, send: () => void) {
  if (trx) trx.after('commit', send)
  else send()
}

/** A parcel that no customer owns yet (unidentified at receiving) has no app to tell. */
export function updateCustomerApps(
  userId: number | null,
  changed: CustomerTopic[],
  trx?: TransactionClientContract
) {
  if (userId === null) return
  whenCommitted(trx, () => transmit.broadcast(customerChannel(userId), { changed }))
}

export function updateBackOffice(changed: StaffTopic[], trx?: TransactionClientContract) {
  whenCommitted(trx, () => transmit.broadcast(STAFF_CHANNEL, { changed }))
}

/* Listeners of the domain's events (api/start/events.ts), which run inside its transactions. */

type InTransaction = { trx: TransactionClientContract }

/** `package:received`: the customer's packages (and the orders that waited for it), staff's list. */
export function packageReceived({ pkg, trx }: { pkg: { userId: number | null } } & InTransaction) {
  updateCustomerApps(pkg.userId, ['packages', 'orders'], trx)
  updateBackOffice(['packages'], trx)
}

/** `invoice:paid`: a paid shipment waits for its label, a paid purchase request to be bought. */
export function invoicePaid({
  invoice,
  trx,
}: { invoice: { userId: number; subjectType: string | null } } & InTransaction) {
  if (invoice.subjectType === 'shipment') {
    updateCustomerApps(invoice.userId, ['shipments'], trx)
    updateBackOffice(['shipments'], trx)
  }
  if (invoice.subjectType === 'purchase_request') updateBackOffice(['purchase-requests'], trx)
}
