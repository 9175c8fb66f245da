/**
 * Returns of what we bought for a customer: inside 15 days of the delivery of a purchase-assistance
 * order the customer asks to return it; staff approve or reject; the customer ships it back within
 * a further 15 days of the approval; staff inspect it and refund 70% of the order's whole invoice
 * (items, purchase fee, sales tax, domestic shipping) to the wallet, once: the other 30% is the
 * restocking fee, and international shipping already used is not refunded. Every window and
 * amount is decided here and in api/domain/returns.ts; each step tells the customer.
 */
import { DateTime } from 'luxon'
import { inTransaction } from '#services/platform/transactions'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RelationQueryBuilderContract } from '@adonisjs/lucid/types/relations'
import { DomainError } from '#exceptions/domain_error'
import ReturnRequest from '#models/return_request'
import Order from '#models/order'
import Shipment from '#models/shipment'
import User from '#models/user'
import type Invoice from '#models/invoice'
import { transition } from '#domain/state_machine'
import {
  deliveredAtOf,
  orderInvoiceCents,
  refundOf,
  REFUND_PERCENT,
  REQUEST_WINDOW_DAYS,
  requestWindowClosesAt,
  RESTOCKING_FEE_PERCENT,
  returnMachine,
  shipBackWindowClosesAt,
  type ReturnStatus,
} from '#domain/returns'
import { refundInvoice } from '#services/money/payments'
import { notify } from '#services/platform/notify'
import { updateCustomerApps } from '#services/platform/live_updates'
import { listPage, applyListFilters, columnsOf, containsText } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

/* The shares, for the texts that name them ({refundShare, number, percent}). */
const SHARES = { refundShare: REFUND_PERCENT / 100, feeShare: RESTOCKING_FEE_PERCENT / 100 }

/**
 * What a return is of and counted on: the order (or, for a return asked for before returns were of
 * orders, the shipment), its invoice, the cents the refund is a share of, and the delivery.
 */
export type ReturnSubject = {
  order: Order | null
  shipment: Shipment | null
  invoice: Invoice | null
  invoiceCents: number | null
  deliveredAt: DateTime | null
}

/**
 * An order with what its return needs: its purchase request with the invoice, and its
 * deliveries. For an order query or a return's order relation alike.
 */
function withReturnDetails<
  Query extends
    | ModelQueryBuilderContract<typeof Order, Order>
    | RelationQueryBuilderContract<typeof Order, Order>,
>(query: Query): Query {
  query
    .preload('purchaseRequest', (request) => request.preload('invoice'))
    .preload('history', (history) => history.where('to_status', 'delivered').orderBy('id'))
  return query
}

/** The subject of a return (or of an order one may be asked for), its relations preloaded. */
export function subjectOf(from: { order: Order | null; shipment: Shipment | null }): ReturnSubject {
  const { order, shipment } = from
  if (order) {
    const request = order.purchaseRequest
    const invoice = request?.invoice ?? null
    return {
      order,
      shipment: null,
      invoice,
      invoiceCents: invoice ? orderInvoiceCents(invoice, request.refundedCents) : null,
      deliveredAt: deliveredAtOf(order.history),
    }
  }
  const invoice = shipment?.invoice ?? null
  return {
    order: null,
    shipment,
    invoice,
    invoiceCents: invoice?.totalCents ?? null,
    deliveredAt: shipment?.deliveredAt ?? null,
  }
}

/**
 * The customer, at each step of their return. The notice keeps what it says as values (the
 * step, what is returned, the refund), so that it reads in whichever language its reader uses.
 */
async function tell(request: ReturnRequest, type: 'order_updated' | 'wallet_update') {
  await request.load((loader) => loader.load('order').load('shipment'))
  const customer = await User.findOrFail(request.userId)
  const about = request.order
    ? { orderNumber: request.order.number }
    : { shipmentNumber: request.shipment.number }
  await notify(customer, type, {
    returnId: request.id,
    ...about,
    returnStatus: request.status,
    ...SHARES,
    ...(request.refundCents !== null && { refund: request.refundCents / 100 }),
    ...(request.status === 'approved' && { date: shipBackWindowClosesAt(request)!.toMillis() }),
  })
}

/**
 * Why this order cannot be returned now, or null when it can: only a delivered order we bought
 * for the customer, inside 15 days of its delivery, and once.
 */
function refusalFor(subject: ReturnSubject, existing: ReturnRequest | null, now = DateTime.utc()) {
  const order = subject.order!
  const values = { number: order.number }
  if (order.purchaseRequestId === null || !subject.invoice) {
    return new DomainError(409, 'returns.notPurchaseAssistance', values, 'orderNumber')
  }
  if (existing) return new DomainError(409, 'returns.alreadyRequested', values, 'orderNumber')
  if (order.status !== 'delivered' || !subject.deliveredAt) {
    return new DomainError(409, 'returns.notDelivered', values, 'orderNumber')
  }
  const closesAt = requestWindowClosesAt(subject)!
  if (now > closesAt) {
    return new DomainError(
      409,
      'returns.requestWindowClosed',
      { ...values, date: closesAt.toMillis(), days: REQUEST_WINDOW_DAYS },
      'orderNumber'
    )
  }
  return null
}

async function ownOrder(user: User, number: string, trx?: TransactionClientContract) {
  const query = Order.query(trx ? { client: trx } : {})
    .where('number', number.toUpperCase())
    .where('user_id', user.id)
  if (trx) query.forUpdate()
  const order = await withReturnDetails(query).first()
  if (!order) throw new DomainError(404, 'orders.orderNotFound', { number }, 'orderNumber')
  return order
}

const returnOfOrder = (orderId: number, trx?: TransactionClientContract) =>
  ReturnRequest.query(trx ? { client: trx } : {})
    .where('order_id', orderId)
    .first()

/**
 * What a return of this order of the customer's would give back and until when it may be asked
 * for, with the return when one was asked for, or why the order cannot be returned.
 */
export async function returnTermsOf(user: User, orderNumber: string) {
  const order = await ownOrder(user, orderNumber)
  const subject = subjectOf({ order, shipment: null })
  const existing = await returnOfOrder(order.id)
  return {
    subject,
    refusal: refusalFor(subject, existing),
    existing: existing && (await findReturn(existing.id, user.id)),
  }
}

/** Inside 15 days of delivery, one return per delivered purchase-assistance order of the customer's. */
export async function requestReturn(user: User, input: { orderNumber: string; reason: string }) {
  const request = await inTransaction(async (trx) => {
    const order = await ownOrder(user, input.orderNumber, trx)
    const refusal = refusalFor(
      subjectOf({ order, shipment: null }),
      await returnOfOrder(order.id, trx)
    )
    if (refusal) throw refusal
    const created = await ReturnRequest.create(
      {
        userId: user.id,
        orderId: order.id,
        shipmentId: null,
        status: 'requested',
        reason: input.reason,
      },
      { client: trx }
    )
    updateCustomerApps(user.id, ['returns'], trx)
    return created
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
  const request = await inTransaction(async (trx) => {
    const locked = await lockReturn(id, trx)
    locked.status = transition(returnMachine, locked.status, to)
    record(locked)
    await locked.save()
    updateCustomerApps(locked.userId, ['returns'], trx)
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

/** The subject of a locked return, read in its transaction. */
async function lockedSubject(request: ReturnRequest, trx: TransactionClientContract) {
  if (request.orderId !== null) {
    const order = await withReturnDetails(
      Order.query({ client: trx }).where('id', request.orderId)
    ).firstOrFail()
    return subjectOf({ order, shipment: null })
  }
  const shipment = await Shipment.query({ client: trx })
    .where('id', request.shipmentId!)
    .preload('invoice')
    .firstOrFail()
  return subjectOf({ order: null, shipment })
}

/**
 * 70% of the order's invoice back to the wallet, through the invoice refund every refund uses
 * (the invoice becomes partly refunded), in the caller's money transaction: a second refund
 * finds the return refunded (409). The customer is told once it commits.
 */
export async function refundReturn(id: number, trx: TransactionClientContract) {
  const locked = await lockReturn(id, trx)
  if (locked.status === 'refunded') {
    throw new DomainError(409, 'returns.alreadyRefunded', {
      id,
      refund: locked.refundCents! / 100,
    })
  }
  locked.status = transition(returnMachine, locked.status, 'refunded')
  const subject = await lockedSubject(locked, trx)
  const { refundCents, restockingFeeCents } = refundOf(subject.invoiceCents!)
  const customer = await User.findOrFail(locked.userId, { client: trx })
  const number = subject.order?.number ?? subject.shipment!.number
  const { transaction } = await refundInvoice(
    {
      number: subject.invoice!.number,
      amountCents: refundCents,
      reason: i18nManager
        .locale(customer.locale)
        .t(subject.order ? 'returns.refundReason' : 'returns.shipmentRefundReason', {
          number,
          invoice: subject.invoice!.number,
          ...SHARES,
        }),
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
  await locked.useTransaction(trx).save()
  updateCustomerApps(locked.userId, ['returns'], trx)
  trx.after('commit', () => tell(locked, 'wallet_update'))
  return locked
}

/** A return with what its page shows: its order (purchase request, invoice, delivery) or shipment. */
const withSubject = (query: ModelQueryBuilderContract<typeof ReturnRequest, ReturnRequest>) =>
  query
    .preload('order', (order) => withReturnDetails(order))
    .preload('shipment', (shipment) => shipment.preload('invoice'))

export async function findReturn(id: number, userId?: number, trx?: TransactionClientContract) {
  const query = withSubject(ReturnRequest.query(trx ? { client: trx } : {}).where('id', id))
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
  const query = withSubject(ReturnRequest.query())
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  applyListFilters(query, params, RETURN_LIST, (search, text) =>
    search
      .orWhereIn('order_id', (orders) =>
        orders
          .from('orders')
          .select('id')
          .whereRaw(...containsText('number', text))
      )
      .orWhereIn('shipment_id', (shipments) =>
        shipments
          .from('shipments')
          .select('id')
          .whereRaw(...containsText('number', text))
      )
  )
  return listPage(query, params)
}
