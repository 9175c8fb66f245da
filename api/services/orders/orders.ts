/**
 * Orders: what we bought for a customer, from submission to delivery. Staff move them through
 * the order state machine (api/domain/orders.ts), customers cancel while it allows
 * (an order bought for them is then refunded to their wallet), and receiving their package at
 * the warehouse moves them to Received. Every change is a line of the order's history, with
 * who made it and why.
 */
import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Invoice from '#models/invoice'
import Order, { type OrderAddress } from '#models/order'
import OrderItem from '#models/order_item'
import OrderStatusChange from '#models/order_status_change'
import PurchaseRequest from '#models/purchase_request'
import { DomainError } from '#exceptions/domain_error'
import { transition, canMove } from '#domain/state_machine'
import { customerMayCancel, orderMachine, type OrderLine, type OrderStatus } from '#domain/orders'
import { findPackageForStaff, type PackageReceived } from '#services/parcels/receiving'
import { notify } from '#services/platform/notify'
import { moneyTransaction } from '#services/money/ledger'
import { refundInvoice } from '#services/money/payments'
import { publicNumber } from '#services/platform/public_numbers'
import { listBatches, listPage, applyListFilters, columnsOf } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { countedOrders } from '#services/orders/order_counts'

export type NewOrder = {
  userId: number
  totalCents: number
  shippingAddress: OrderAddress
  billingAddress: OrderAddress | null
  items: OrderLine[]
  purchaseRequestId?: number | null
  inboundTracking?: string | null
}

/** A new order, Submitted, with its items and the first line of its history. */
export async function createOrder(
  input: NewOrder,
  by: User | null,
  trx: TransactionClientContract
) {
  const { items, ...fields } = input
  const order = await Order.create(
    {
      purchaseRequestId: null,
      inboundTracking: null,
      ...fields,
      number: publicNumber('ORD'),
      status: 'submitted',
      heldFrom: null,
      packageId: null,
    },
    { client: trx }
  )
  await OrderItem.createMany(
    items.map((item) => ({ ...item, orderId: order.id })),
    { client: trx }
  )
  await OrderStatusChange.create(
    { orderId: order.id, fromStatus: null, toStatus: 'submitted', changedById: by?.id ?? null },
    { client: trx }
  )
  return order
}

/**
 * Moves a locked order to `to` (or refuses with a 409), remembering where a held order came
 * from, and writes the change to its history.
 */
export async function moveOrder(
  order: Order,
  to: OrderStatus,
  by: User | null,
  reason: string | null,
  trx: TransactionClientContract
) {
  const from = order.status
  order.status = transition(orderMachine(order.heldFrom), from, to, { number: order.number })
  order.heldFrom = to === 'held' ? from : null
  await order.useTransaction(trx).save()
  await OrderStatusChange.create(
    { orderId: order.id, fromStatus: from, toStatus: to, changedById: by?.id ?? null, reason },
    { client: trx }
  )
}

/* The order number makes the texts speak of this order, not of a shipment (notify.ts). */
export async function tellCustomer(order: Order, type: 'order_created' | 'order_updated') {
  const user = await User.findOrFail(order.userId)
  await notify(user, type, { orderNumber: order.number, status: order.status })
}

/**
 * A cancelled order bought for the customer (purchase assistance) gives back all that its paid
 * invoice still holds: it is cancelled before it ships (the state machine allows no later), and
 * the 30% restocking fee is for returns of delivered parcels. Runs in the cancel's
 * transaction, so the order is cancelled and refunded together or not at all; a second cancel
 * is refused by the state machine before it gets here. Returns the cents refunded.
 */
async function refundCancelledOrder(order: Order, by: User, trx: TransactionClientContract) {
  if (order.purchaseRequestId === null) return 0
  const invoice = await Invoice.query({ client: trx })
    .where({ subjectType: 'purchase_request', subjectId: order.purchaseRequestId })
    .forUpdate()
    .first()
  const amountCents = invoice?.refundableCents ?? 0
  if (!invoice || amountCents === 0) return 0
  await refundInvoice(
    {
      number: invoice.number,
      amountCents,
      reason: `Order ${order.number} cancelled`,
      adminId: by.role === 'customer' ? null : by.id,
    },
    trx
  )
  await PurchaseRequest.query({ client: trx })
    .where('id', order.purchaseRequestId)
    .increment('refunded_cents', amountCents)
  return amountCents
}

/** Moves a locked order; cancelling one also refunds what the customer paid for it. */
async function settleMove(
  order: Order,
  to: OrderStatus,
  by: User,
  reason: string | null,
  trx: TransactionClientContract
) {
  await moveOrder(order, to, by, reason, trx)
  return to === 'cancelled' ? refundCancelledOrder(order, by, trx) : 0
}

/** After the commit: the order's news, and the wallet's when money went back to it. */
async function tellAfterMove(order: Order, refundedCents: number) {
  await tellCustomer(order, 'order_updated')
  if (refundedCents > 0) {
    await notify({ id: order.userId }, 'wallet_update', {
      orderNumber: order.number,
      refund: refundedCents / 100,
    })
  }
}

function lockedOrder(number: string, trx: TransactionClientContract, userId?: number) {
  const query = Order.query({ client: trx }).where('number', number.toUpperCase()).forUpdate()
  if (userId !== undefined) query.where('user_id', userId)
  return query.first()
}

async function lockOrder(number: string, trx: TransactionClientContract, userId?: number) {
  const order = await lockedOrder(number, trx, userId)
  if (!order) throw new DomainError(404, 'orders.orderNotFound', { number })
  return order
}

/** Staff move an order along the order state machine, saying why; the customer is told. */
export async function changeOrderStatus(
  number: string,
  to: OrderStatus,
  staff: User,
  reason: string | null
) {
  const { order, refundedCents } = await moneyTransaction(async (trx) => {
    const locked = await lockOrder(number, trx)
    return { order: locked, refundedCents: await settleMove(locked, to, staff, reason, trx) }
  })
  await tellAfterMove(order, refundedCents)
  return order
}

/**
 * The customer cancels their own order until its items are bought; what the state machine
 * refuses anyway (a shipped or cancelled order) is refused in its words.
 */
export async function cancelOwnOrder(user: User, number: string) {
  const { order, refundedCents } = await moneyTransaction(async (trx) => {
    const locked = await lockOrder(number, trx, user.id)
    const legal = canMove(orderMachine(locked.heldFrom), locked.status, 'cancelled')
    if (legal && !customerMayCancel(locked)) {
      throw new DomainError(409, 'orders.boughtNotCancellable', { number: locked.number })
    }
    return { order: locked, refundedCents: await settleMove(locked, 'cancelled', user, null, trx) }
  })
  await tellAfterMove(order, refundedCents)
  return order
}

/** Admins only: the order, its items and its history are gone. */
export async function deleteOrder(number: string) {
  await inTransaction(async (trx) => {
    const order = await lockOrder(number, trx)
    await order.useTransaction(trx).delete()
  })
}

/**
 * A `package:received` listener: the customer's Fulfilled orders that expect this inbound
 * tracking number are linked to the package and move to Received, in the receiving transaction.
 */
export async function receiveOrdersFor({ pkg, staff, trx }: PackageReceived) {
  // Only a package with a customer is announced; an unidentified one waits for its claim.
  if (pkg.userId === null) return []
  const orders = await Order.query({ client: trx })
    .where('user_id', pkg.userId)
    .where('inbound_tracking', pkg.inboundTracking)
    .where('status', 'fulfilled')
    .forUpdate()
  for (const order of orders) {
    order.packageId = pkg.id
    await moveOrder(order, 'received', staff, null, trx)
  }
  return orders
}

/** Staff link a received package to an order by hand (a label without the expected tracking). */
export async function linkPackage(number: string, packageNumber: string, staff: User) {
  const order = await inTransaction(async (trx) => {
    const locked = await lockOrder(number, trx)
    const pkg = await findPackageForStaff(packageNumber, trx)
    if (pkg.userId !== locked.userId || pkg.status === 'expected') {
      throw new DomainError(
        422,
        'orders.packageNotLinkable',
        { packageNumber: pkg.number },
        'packageNumber'
      )
    }
    locked.packageId = pkg.id
    await moveOrder(locked, 'received', staff, null, trx)
    return locked
  })
  await tellCustomer(order, 'order_updated')
  return order
}

export async function findOwnOrder(userId: number, number: string) {
  const order = await Order.query()
    .where('number', number.toUpperCase())
    .where('user_id', userId)
    .first()
  if (!order) throw new DomainError(404, 'orders.orderNotFound', { number })
  return loadOrderDetails(order)
}

export async function findOrderForStaff(number: string) {
  const order = await Order.query().where('number', number.toUpperCase()).preload('user').first()
  if (!order) throw new DomainError(404, 'orders.orderNotFound', { number })
  return loadOrderDetails(order)
}

export async function loadOrderDetails(order: Order) {
  await order.load((loader) => {
    loader
      .load('items', (items) => items.orderBy('id'))
      .load('history', (history) => history.orderBy('id').preload('changedBy'))
      .load('purchaseRequest', (request) =>
        request.preload('items', (items) => items.orderBy('id'))
      )
  })
  return order
}

export const ORDER_LIST: ListDefinition = {
  sorts: { ...columnsOf('createdAt', 'number', 'status', 'totalCents'), date: 'created_at' },
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'number', 'createdAt', 'totalCents'),
  idFilterColumns: columnsOf('userId'),
  searchColumns: ['number', 'inbound_tracking'],
  customerColumn: 'user_id',
}

/** A page of orders: the customer's own when `userId` is given, else everyone's (staff). */
export function listOrders(params: ListParams<string>, userId?: number) {
  return listPage(ordersQuery(params, userId), params, countedTotal(params, userId))
}

/* Everyone's orders, or those of some statuses, are counted per status as they change. */
function countedTotal({ filters, conditions }: ListParams<string>, userId?: number) {
  const filtered = Object.keys(filters).filter((name) => filters[name]?.length)
  if (userId !== undefined || conditions?.length) return undefined
  if (filtered.length === 0) return countedOrders()
  if (filtered.length === 1 && filtered[0] === 'status') return countedOrders(filters.status)
  return undefined
}

/** Every order of the staff list with its filters and sort, a batch at a time (the CSV export). */
export function orderBatches(params: ListParams<string>) {
  return listBatches(ordersQuery(params), params)
}

function ordersQuery(params: ListParams<string>, userId?: number) {
  const query = Order.query()
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  return applyListFilters(query, params, ORDER_LIST)
}
