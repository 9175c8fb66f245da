/** Shipments as the customer and staff look them up: one by its number, pages of them, details. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Shipment from '#models/shipment'
import { DomainError } from '#exceptions/domain_error'
import { PACKING_STATUSES } from '#domain/parcels'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

/** The customer's own shipment, locked when read in a transaction; 404 for anyone else's. */
export async function findOwnShipment(user: User, number: string, trx?: TransactionClientContract) {
  const query = Shipment.query(trx ? { client: trx } : {})
    .where('number', number.toUpperCase())
    .where('user_id', user.id)
  if (trx) query.forUpdate()
  const shipment = await query.first()
  if (!shipment) throw new DomainError(404, 'parcels.shipmentNotFound', { number })
  return shipment
}

export const SHIPMENT_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'updatedAt', 'number', 'status', 'estimatedPriceCents'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'country', 'service'),
  idFilterColumns: columnsOf('userId'),
  searchColumns: ['number', 'tracking_number'],
  customerColumn: 'user_id',
  // `toPack=true`: the shipments the warehouse has still to pack, as its work queue counts them.
  filters: ['toPack'],
}
/* A customer filters their own shipments by status and searches them, as their list page does. */
export const OWN_SHIPMENT_LIST: ListDefinition = {
  ...SHIPMENT_LIST,
  filterColumns: columnsOf('status'),
  customerColumn: undefined,
  filters: [],
}

/** Shipments the warehouse has still to pack, whatever their invoice's state. */
export const shipmentsToPack = () =>
  Shipment.query()
    .whereIn('status', [...PACKING_STATUSES])
    .whereNull('packed_at')

/** A page of shipments: the customer's own when `userId` is given, else everyone's (staff). */
export function listShipments(params: ListParams<string>, userId?: number) {
  const query = (
    userId === undefined && params.filters.toPack?.[0] === 'true'
      ? shipmentsToPack()
      : Shipment.query()
  ).preload('packages')
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  applyListFilters(query, params, userId === undefined ? SHIPMENT_LIST : OWN_SHIPMENT_LIST)
  return listPage(query, params)
}

/** With its packages, events (oldest first) and invoice: the detail page. */
export async function loadShipmentDetails(shipment: Shipment) {
  await shipment.load((loader) => {
    loader
      // What each package holds, for the packer: its declared lines and its photos.
      .load('packages', (packages) =>
        packages
          .orderBy('id')
          .preload('customsLines', (lines) => lines.orderBy('id'))
          .preload('photos', (photos) => photos.orderBy('id'))
      )
      .load('events', (events) => events.orderBy('occurred_at', 'asc').orderBy('id', 'asc'))
      .load('invoice')
      .load('priceAdjustments', (adjustments) => adjustments.orderBy('id'))
      .load('user')
  })
  return shipment
}
