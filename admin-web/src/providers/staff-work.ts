import { Transmit } from '@adonisjs/transmit-client'

/** The resources whose lists the server announces new work for on the staff channel. */
const ANNOUNCED_RESOURCES = ['inbox', 'purchase-requests', 'packages', 'shipments']

/**
 * Listens on the staff channel and calls `changed` with the resources that have new work, until
 * the returned function is called. After a dropped connection, what happened meanwhile was
 * missed: every announced resource counts as changed.
 */
export function listenForStaffWork(changed: (resources: string[]) => void): () => void {
  const transmit = new Transmit({ baseUrl: window.location.origin })
  let connectedBefore = false
  transmit.on('connected', () => {
    if (connectedBefore) changed(ANNOUNCED_RESOURCES)
    connectedBefore = true
  })
  // The server subscribes the stream to the staff channel as it opens: no request to make.
  transmit
    .subscription('staff')
    .onMessage<{ changed: string[] }>((message) => changed(message.changed))
  // Closing the stream is enough: the server forgets its subscriptions with it.
  return () => transmit.close()
}
