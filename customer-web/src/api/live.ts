/**
 * Live updates while a customer is signed in: the server tells this tab which of their lists
 * changed (a new notification, a package received, a step of a shipment) and exactly those
 * reads are fetched again, so the unread badge, the package list and a shipment's timeline
 * follow without a reload. Loaded lazily once someone is signed in: the landing page never
 * pays for it.
 */
import { Transmit } from '@adonisjs/transmit-client'
import { DASHBOARD_URL } from './dashboard'
import { NOTIFICATIONS_URL } from './notifications'
import { ORDERS_URL } from './orders'
import { PACKAGES_URL } from './packages'
import { invalidateQueries } from './query'
import { RETURNS_URL } from './returns'
import { SHIPMENTS_URL } from './shipments'
import { TRACKING_URL } from './tracking'

/** What the server names as changed, and the reads that show it (the dashboard sums them all). */
const READS_OF = {
  notifications: [NOTIFICATIONS_URL],
  packages: [PACKAGES_URL, DASHBOARD_URL],
  shipments: [SHIPMENTS_URL, TRACKING_URL, DASHBOARD_URL],
  orders: [ORDERS_URL, DASHBOARD_URL],
  // A return's step shows on its order's page and in the returns list.
  returns: [ORDERS_URL, RETURNS_URL],
}

type Topic = keyof typeof READS_OF

const readsOf = (changed: readonly string[]) =>
  changed.flatMap((topic) => (topic in READS_OF ? READS_OF[topic as Topic] : []))

/** Listens on the customer's own channel until the returned function is called. */
export function listenForUpdates(customerId: number): () => void {
  const transmit = new Transmit({ baseUrl: window.location.origin })
  // After a dropped connection, what happened meanwhile was missed: every list is read again.
  let connectedBefore = false
  transmit.on('connected', () => {
    if (connectedBefore) void invalidateQueries(readsOf(Object.keys(READS_OF)))
    connectedBefore = true
  })
  // The server subscribes the stream to the customer's channel as it opens: no request to make.
  transmit
    .subscription(`customers/${customerId}`)
    .onMessage<{ changed: string[] }>(({ changed }) => {
      void invalidateQueries(readsOf(changed))
    })
  // Closing the stream is enough: the server forgets its subscriptions with it.
  return () => transmit.close()
}
