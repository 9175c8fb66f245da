/**
 * What waits for the warehouse and support at the start of a shift, in the order a parcel meets
 * them: announced parcels to receive, parcels received without a suite, shipments to pack, to be
 * paid, to send; returns to inspect, claims on unidentified parcels to decide, and background jobs
 * that used up their retries.
 */
export const WORK_QUEUES = [
  'expectedParcels',
  'unidentifiedParcels',
  'shipmentsToPack',
  'awaitingPayment',
  'paidToShip',
  'returnsToInspect',
  'claimsToDecide',
  'failedJobs',
] as const
export type WorkQueue = (typeof WORK_QUEUES)[number]

/** How many of a queue's records the start page names: those that waited longest. */
export const WORK_QUEUE_PREVIEW = 5
