/**
 * Returns: inside 15 days of delivery the customer asks to return a shipment;
 * staff approve or reject; the customer ships it back within a further 15 days of the approval;
 * staff inspect it and refund 70% of the shipment's invoice to the wallet (the other 30% is the
 * restocking fee), once. Every window and amount is decided here; each step tells the customer.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import ReturnRequest from '#models/return_request'
import Shipment from '#models/shipment'
import User from '#models/user'
import Invoice from '#models/invoice'
import { transition } from '#domain/state_machine'
import {
  returnMachine,
  requestWindowClosesAt,
  shipBackWindowClosesAt,
  type ReturnStatus,
} from '#domain/returns'
import { findOwnShipment } from '#services/parcels/consolidation'
import { moneyTransaction } from '#services/money/ledger'
import { refundInvoice } from '#services/money/payments'
import { notify } from '#services/platform/notify'
import { listPage, applyListFilters, columnsOf, containing } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

/** The share of the whole invoice given back; the rest is the restocking fee. */
export const REFUND_SHARE = 0.7

/** What a return gives back from an invoice of `totalCents`: 10000 → 7000 refunded, 3000 kept. */
export function refundOf(totalCents: number) {
  const refundCents = Math.round(totalCents * REFUND_SHARE)
  return { refundCents, restockingFeeCents: totalCents - refundCents }
}

/**
 * The customer, in their own language, at each step of their return: the text is rendered from
 * locales/<lang>/returns.json when it is sent (notifications.json has no words for returns).
 */
async function tell(request: ReturnRequest, type: 'order_updated' | 'wallet_update') {
  const customer = await User.findOrFail(request.userId)
  const shipment = await Shipment.findOrFail(request.shipmentId)
  const values = {
    shipmentNumber: shipment.number,
    ...(request.refundCents !== null && { refund: request.refundCents / 100 }),
    ...(request.status === 'approved' && { date: shipBackWindowClosesAt(request)!.toMillis() }),
  }
  const t = i18nManager.locale(customer.locale)
  await notify(
    customer,
    type,
    { returnId: request.id, shipmentNumber: shipment.number, status: request.status },
    {
      text: {
        title: t.t(`returns.notice.${request.status}.title`, values),
        body: t.t(`returns.notice.${request.status}.body`, values),
      },
    }
  )
}

/** Inside 15 days of delivery, one return per delivered shipment of the customer's own. */
export async function requestReturn(user: User, input: { shipmentNumber: string; reason: string }) {
  const request = await db.transaction(async (trx) => {
    const shipment = await findOwnShipment(user, input.shipmentNumber, trx)
    if (shipment.status !== 'delivered' || !shipment.deliveredAt) {
      throw new DomainError(
        409,
        'returns.notDelivered',
        { number: shipment.number },
        'shipmentNumber'
      )
    }
    const closesAt = requestWindowClosesAt(shipment)!
    if (DateTime.utc() > closesAt) {
      throw new DomainError(
        409,
        'returns.requestWindowClosed',
        { number: shipment.number, date: closesAt.toMillis() },
        'shipmentNumber'
      )
    }
    const existing = await ReturnRequest.query({ client: trx })
      .where('shipment_id', shipment.id)
      .first()
    if (existing) {
      throw new DomainError(
        409,
        'returns.alreadyRequested',
        { number: shipment.number },
        'shipmentNumber'
      )
    }
    return ReturnRequest.create(
      { userId: user.id, shipmentId: shipment.id, status: 'requested', reason: input.reason },
      { client: trx }
    )
  })
  await tell(request, 'order_updated')
  return request
}

async function lockReturn(id: number, trx: TransactionClientContract) {
  const request = await ReturnRequest.query({ client: trx }).where('id', id).forUpdate().first()
  if (!request) throw new DomainError(404, 'returns.notFound', { id })
  return request
}

/**
 * Locks the return, moves it to `to` (or refuses the move), writes what the staff step records,
 * then tells the customer (after the commit).
 */
async function step(id: number, to: ReturnStatus, record: (request: ReturnRequest) => void) {
  const request = await db.transaction(async (trx) => {
    const locked = await lockReturn(id, trx)
    locked.status = transition(returnMachine, locked.status, to)
    record(locked)
    await locked.save()
    return locked
  })
  await tell(request, 'order_updated')
  return request
}

export const approveReturn = (id: number) =>
  step(id, 'approved', (request) => {
    request.approvedAt = DateTime.utc()
  })

export const rejectReturn = (id: number, reason: string) =>
  step(id, 'rejected', (request) => {
    request.rejectionReason = reason
    request.rejectedAt = DateTime.utc()
  })

/** The parcel is on its way back to the warehouse: within 15 days of the approval. */
export const markShippedBack = (id: number, trackingNumber: string) =>
  step(id, 'shipped_back', (request) => {
    const closesAt = shipBackWindowClosesAt(request)!
    if (DateTime.utc() > closesAt) {
      throw new DomainError(409, 'returns.shipBackWindowClosed', {
        id: request.id,
        date: closesAt.toMillis(),
      })
    }
    request.trackingNumber = trackingNumber
    request.shippedBackAt = DateTime.utc()
  })

export const inspectReturn = (id: number, notes: string) =>
  step(id, 'inspected', (request) => {
    request.inspectionNotes = notes
    request.inspectedAt = DateTime.utc()
  })

/**
 * 70% of the shipment's whole invoice back to the wallet, through the invoice refund every
 * refund uses, in one transaction with the return: a second refund finds it refunded (409).
 */
export async function refundReturn(id: number) {
  const request = await moneyTransaction(async (trx) => {
    const locked = await lockReturn(id, trx)
    if (locked.status === 'refunded') {
      throw new DomainError(409, 'returns.alreadyRefunded', {
        id,
        refund: locked.refundCents! / 100,
      })
    }
    locked.status = transition(returnMachine, locked.status, 'refunded')
    const shipment = await Shipment.query({ client: trx })
      .where('id', locked.shipmentId)
      .firstOrFail()
    const invoice = await Invoice.query({ client: trx })
      .where('id', shipment.invoiceId!)
      .firstOrFail()
    const { refundCents, restockingFeeCents } = refundOf(invoice.totalCents)
    const customer = await User.findOrFail(locked.userId, { client: trx })
    const { transaction } = await refundInvoice(
      {
        number: invoice.number,
        amountCents: refundCents,
        reason: i18nManager
          .locale(customer.locale)
          .t('returns.refundReason', { number: shipment.number }),
        adminId: null,
      },
      trx
    )
    locked.merge({
      refundCents,
      restockingFeeCents,
      walletTransactionId: transaction.id,
      refundedAt: DateTime.utc(),
    })
    await locked.save()
    return locked
  })
  await tell(request, 'wallet_update')
  return request
}

export async function findReturn(id: number, userId?: number) {
  const query = ReturnRequest.query()
    .where('id', id)
    .preload('shipment', (s) => s.preload('invoice'))
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  const request = await query.first()
  if (!request) throw new DomainError(404, 'returns.notFound', { id })
  return request
}

export const RETURN_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'updatedAt', 'status', 'refundCents'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'createdAt'),
  searchColumns: ['tracking_number'],
  customerColumn: 'user_id',
}

/** A page of returns: the customer's own when `userId` is given, else everyone's (staff). */
export function listReturns(params: ListParams<string>, userId?: number) {
  const query = ReturnRequest.query().preload('shipment', (s) => s.preload('invoice'))
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  applyListFilters(query, params, RETURN_LIST, (search, text) =>
    search.orWhereIn('shipment_id', (shipments) =>
      shipments.from('shipments').select('id').where('number', 'like', containing(text))
    )
  )
  return listPage(query, params)
}
