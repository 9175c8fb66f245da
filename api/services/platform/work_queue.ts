import type { DateTime } from 'luxon'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import FailedJob from '#models/failed_job'
import Package from '#models/package'
import PackageClaim from '#models/package_claim'
import ReturnRequest from '#models/return_request'
import Shipment from '#models/shipment'
import type User from '#models/user'
import { WORK_QUEUE_PREVIEW, type WorkQueue } from '#domain/work_queue'
import { shipmentsToPack } from '#services/parcels/shipments'

/** One record that waits: what names it, whose it is, and since when it waits. */
export type WaitingRecord = { reference: string; user: User | null; since: DateTime | null }

export type QueueState = { queue: WorkQueue; count: number; oldest: WaitingRecord[] }

/**
 * A queue's size, and its records that waited longest (`since` ascending), as `describe` names
 * them. Counted on its own query: the preview's order and limit do not apply to the count.
 */
async function queueOf<Model extends LucidModel>(
  queue: WorkQueue,
  query: () => ModelQueryBuilderContract<Model>,
  since: string,
  describe: (row: InstanceType<Model>) => WaitingRecord
): Promise<QueueState> {
  const [{ total }] = await query().count('* as total').pojo<{ total: number | string }>()
  const rows = await query().orderBy(since, 'asc').orderBy('id', 'asc').limit(WORK_QUEUE_PREVIEW)
  return { queue, count: Number(total), oldest: rows.map(describe) }
}

const packagesIn = (status: Package['status']) => () =>
  Package.query().where('status', status).preload('user')
const shipmentsIn = (status: Shipment['status']) => () =>
  Shipment.query().where('status', status).preload('user')

const pkg = (since: (row: Package) => DateTime | null) => (row: Package) => ({
  reference: row.number,
  user: row.user ?? null,
  since: since(row),
})
const shipment = (since: (row: Shipment) => DateTime | null) => (row: Shipment) => ({
  reference: row.number,
  user: row.user,
  since: since(row),
})

/** Every queue of the start page, in `WORK_QUEUES` order. */
export function workQueues(): Promise<QueueState[]> {
  return Promise.all([
    queueOf(
      'expectedParcels',
      packagesIn('expected'),
      'created_at',
      pkg((row) => row.createdAt)
    ),
    queueOf(
      'unidentifiedParcels',
      packagesIn('unidentified'),
      'received_at',
      pkg((row) => row.receivedAt)
    ),
    queueOf(
      'shipmentsToPack',
      () => shipmentsToPack().preload('user'),
      'created_at',
      shipment((row) => row.createdAt)
    ),
    queueOf(
      'awaitingPayment',
      shipmentsIn('invoiced'),
      'invoiced_at',
      shipment((row) => row.invoicedAt)
    ),
    queueOf(
      'paidToShip',
      shipmentsIn('paid'),
      'paid_at',
      shipment((row) => row.paidAt)
    ),
    queueOf(
      'returnsToInspect',
      () => ReturnRequest.query().where('status', 'shipped_back').preload('user'),
      'shipped_back_at',
      (row) => ({ reference: String(row.id), user: row.user, since: row.shippedBackAt })
    ),
    // A claim names the parcel it is on; staff decide it on that parcel's page.
    queueOf(
      'claimsToDecide',
      () => PackageClaim.query().where('status', 'pending').preload('user').preload('package'),
      'created_at',
      (row) => ({ reference: row.package.number, user: row.user, since: row.createdAt })
    ),
    queueOf(
      'failedJobs',
      () => FailedJob.query(),
      'failed_at',
      (row) => ({ reference: row.job, user: null, since: row.failedAt })
    ),
  ])
}
