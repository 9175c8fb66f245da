/**
 * Purchase assistance: we buy for customers when a US store refuses their card. The customer
 * asks (no charge); staff quote it as an invoice (items + our fee + the store state's sales tax
 * + domestic shipping); the customer accepts and pays it like any invoice; staff buy what they
 * can, the rest is refunded to the wallet, and what was bought becomes an order.
 */
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Address from '#models/address'
import Invoice from '#models/invoice'
import PurchaseRequest from '#models/purchase_request'
import PurchaseRequestItem from '#models/purchase_request_item'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import { purchaseRequestMachine, shareOfItems, type PurchaseRequestStatus } from '#domain/orders'
import { destinationOf } from '#domain/parcels'
import { purchaseQuote, salesTaxCents } from '#domain/purchase_fees'
import { raiseInvoice, type InvoiceLineInput, type InvoicePaid } from '#services/money/invoicing'
import { moneyTransaction } from '#services/money/ledger'
import { refundInvoice } from '#services/money/payments'
import { createOrder, moveOrder, tellCustomer } from '#services/orders/orders'
import { warehouseAddressFor } from '#services/parcels/receiving'
import { applyListFilters, columnsOf, containsText, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { updateBackOffice } from '#services/platform/live_updates'

/**
 * The quote's figures for these items, bought from a store in `storeState`; a state the tax
 * table does not know is refused on the form's field.
 */
export function quoteFor(itemsCents: number, storeState: string, domesticShippingCents: number) {
  if (salesTaxCents(itemsCents, storeState) === undefined)
    throw new DomainError(422, 'orders.unknownStoreState', { storeState }, 'storeState')
  return purchaseQuote(itemsCents, storeState, domesticShippingCents)
}

/**
 * The quote's invoice lines, worded in the customer's language as every invoice line is: the
 * items, our fee, the store state's sales tax and the store's shipping to our warehouse.
 */
export function purchaseInvoiceLines(
  locale: string,
  items: readonly { quantity: number; name: string; costCents: number }[],
  quote: { feeCents: number; salesTaxCents: number; domesticShippingCents: number },
  taxState: string
): InvoiceLineInput[] {
  const words = i18nManager.locale(locale)
  return [
    ...items.map((item): InvoiceLineInput => ({
      kind: 'purchase_item',
      description: `${item.quantity} × ${item.name}`,
      amountCents: item.costCents,
    })),
    {
      kind: 'purchase_fee',
      description: words.t('orders.invoiceLine.fee'),
      amountCents: quote.feeCents,
    },
    {
      kind: 'sales_tax',
      description: words.t('orders.invoiceLine.salesTax', { state: taxState }),
      amountCents: quote.salesTaxCents,
    },
    {
      kind: 'domestic_shipping',
      description: words.t('orders.invoiceLine.domesticShipping'),
      amountCents: quote.domesticShippingCents,
    },
  ]
}

/**
 * What goes back to the wallet for the items that could not be bought: their cost and their
 * share (by cost) of the fee and the tax. Nothing bought: the whole invoice, shipping included.
 */
export function refundFor(request: PurchaseRequest, unboughtCents: number) {
  if (unboughtCents === request.itemsCents) {
    return (
      unboughtCents + request.feeCents! + request.salesTaxCents! + request.domesticShippingCents!
    )
  }
  const share = (cents: number) => shareOfItems(cents, unboughtCents, request.itemsCents)
  return unboughtCents + share(request.feeCents!) + share(request.salesTaxCents!)
}

export type NewPurchaseRequest = {
  items: {
    url: string
    name: string
    options?: string | null
    quantity: number
    unitPriceCents: number
  }[]
  notes?: string | null
  storeState?: string | null
}

export async function submitPurchaseRequest(user: User, input: NewPurchaseRequest) {
  const request = await inTransaction(async (trx) => {
    const created = await PurchaseRequest.create(
      {
        userId: user.id,
        status: 'submitted',
        storeState: input.storeState ?? null,
        notes: input.notes ?? null,
        itemsCents: input.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0),
        refundedCents: 0,
        feeCents: null,
        salesTaxCents: null,
        domesticShippingCents: null,
        invoiceId: null,
      },
      { client: trx }
    )
    await PurchaseRequestItem.createMany(
      input.items.map((item) => ({
        ...item,
        options: item.options ?? null,
        purchaseRequestId: created.id,
        bought: null,
      })),
      { client: trx }
    )
    updateBackOffice(['purchase-requests'], trx)
    return created
  })
  return loadRequestDetails(request)
}

async function lockRequest(id: number, trx: TransactionClientContract, userId?: number) {
  const query = PurchaseRequest.query({ client: trx }).where('id', id).forUpdate()
  if (userId !== undefined) query.where('user_id', userId)
  const request = await query.first()
  if (!request) throw new DomainError(404, 'orders.purchaseRequestNotFound', { id })
  return request
}

/* Each refusal names the request and the status that stops it. */
const refusalValues = (request: PurchaseRequest) => ({ id: request.id, status: request.status })

/** The request's status once moved `to`, or the machine's refusal naming it. */
const statusAfter = (request: PurchaseRequest, to: Exclude<PurchaseRequestStatus, 'submitted'>) =>
  transition(purchaseRequestMachine, request.status, to, refusalValues(request))

/**
 * Staff price the request; its invoice is raised unpaid, for the customer to accept and pay.
 * The store's state is the customer's unless staff give one (they must when the customer did not).
 */
export async function quotePurchaseRequest(
  id: number,
  { domesticShippingCents, storeState }: { domesticShippingCents: number; storeState?: string }
) {
  const request = await inTransaction(async (trx) => {
    const locked = await lockRequest(id, trx)
    const status = statusAfter(locked, 'quoted')
    const items = await PurchaseRequestItem.query({ client: trx })
      .where('purchase_request_id', locked.id)
      .orderBy('id')
    const taxState = storeState ?? locked.storeState
    if (!taxState) throw new DomainError(422, 'orders.storeStateRequired', {}, 'storeState')
    const quote = quoteFor(locked.itemsCents, taxState, domesticShippingCents)
    const customer = await User.findOrFail(locked.userId, { client: trx })
    const lines = purchaseInvoiceLines(customer.locale, items, quote, taxState)
    const invoice = await raiseInvoice(
      {
        userId: locked.userId,
        subjectType: 'purchase_request',
        subjectId: locked.id,
        lines: lines.filter((line) => line.amountCents > 0),
      },
      trx
    )
    locked.merge({
      status,
      storeState: taxState,
      feeCents: quote.feeCents,
      salesTaxCents: quote.salesTaxCents,
      domesticShippingCents,
      invoiceId: invoice.id,
      quotedAt: DateTime.utc(),
    })
    await locked.save()
    return locked
  })
  return loadRequestDetails(request)
}

/** The customer accepts the quote; they then pay its invoice like any other. */
export async function acceptQuote(user: User, id: number) {
  const request = await inTransaction(async (trx) => {
    const locked = await lockRequest(id, trx, user.id)
    const status = statusAfter(locked, 'accepted')
    locked.merge({ status, acceptedAt: DateTime.utc() })
    await locked.save()
    return locked
  })
  return loadRequestDetails(request)
}

/**
 * Paying the invoice of a quote not yet accepted is refused, and the payment undone: an
 * `invoice:paid` listener, in the payment's transaction.
 */
export async function purchaseRequestPaid({ invoice, trx }: InvoicePaid) {
  if (invoice.subjectType !== 'purchase_request') return
  const request = await lockRequest(invoice.subjectId!, trx)
  const status = statusAfter(request, 'paid')
  request.merge({ status, paidAt: DateTime.utc() })
  await request.useTransaction(trx).save()
}

/** quoted or accepted → expired: its quote was left unpaid too long (see unpaid_quotes.ts). */
export async function expireQuote(id: number, trx: TransactionClientContract) {
  const request = await lockRequest(id, trx)
  request.status = statusAfter(request, 'expired')
  await request.save()
}

/**
 * Staff say which items they bought. The rest is refunded to the wallet; what was bought
 * becomes an order (Submitted → Processing → Fulfilled) that waits for its package, expected
 * under `inboundTracking` when the store gave one.
 */
export async function markPurchased(
  id: number,
  outcome: { items: { id: number; bought: boolean }[]; inboundTracking?: string | null },
  staff: User
) {
  const result = await moneyTransaction(async (trx) => {
    const request = await lockRequest(id, trx)
    // Both outcomes leave from `paid`: the request is refused before any item is touched.
    transition(purchaseRequestMachine, request.status, 'purchased', refusalValues(request))
    const items = await PurchaseRequestItem.query({ client: trx })
      .where('purchase_request_id', request.id)
      .orderBy('id')
    const said = new Map(outcome.items.map((item) => [item.id, item.bought]))
    if (items.length !== said.size || items.some((item) => !said.has(item.id))) {
      throw new DomainError(422, 'orders.everyItemBoughtOrNot', {}, 'items')
    }
    for (const item of items) {
      item.bought = said.get(item.id)!
      await item.useTransaction(trx).save()
    }
    const bought = items.filter((item) => item.bought)
    const unboughtCents = request.itemsCents - bought.reduce((sum, item) => sum + item.costCents, 0)
    const refundCents = unboughtCents > 0 ? refundFor(request, unboughtCents) : 0
    const invoice = await Invoice.findOrFail(request.invoiceId, { client: trx })
    if (refundCents > 0) {
      await refundInvoice(
        {
          number: invoice.number,
          amountCents: refundCents,
          reason: 'Purchase assistance: items the store could not sell us',
          adminId: staff.id,
        },
        trx
      )
    }
    request.merge({
      status: statusAfter(request, bought.length ? 'purchased' : 'not_purchased'),
      refundedCents: refundCents,
      purchasedAt: DateTime.utc(),
    })
    await request.save()
    if (!bought.length) return { request, order: null }

    const customer = await User.findOrFail(request.userId, { client: trx })
    const billing = await Address.query({ client: trx })
      .where('user_id', customer.id)
      .orderBy('id')
      .first()
    const order = await createOrder(
      {
        userId: customer.id,
        totalCents: invoice.totalCents - refundCents,
        shippingAddress: warehouseAddressFor(customer),
        billingAddress: billing ? destinationOf(billing) : null,
        items: bought.map(({ name, url, options, quantity, unitPriceCents }) => ({
          name,
          url,
          options,
          quantity,
          unitPriceCents,
        })),
        purchaseRequestId: request.id,
        inboundTracking: outcome.inboundTracking ?? null,
      },
      staff,
      trx
    )
    await moveOrder(order, 'processing', staff, null, trx)
    await moveOrder(order, 'fulfilled', staff, null, trx)
    return { request, order }
  })
  if (result.order) await tellCustomer(result.order, 'order_created')
  return loadRequestDetails(result.request)
}

export async function loadRequestDetails(request: PurchaseRequest) {
  await request.load((loader) => {
    loader
      .load('items', (items) => items.orderBy('id'))
      .load('invoice')
      .load('order')
  })
  return request
}

export async function findOwnPurchaseRequest(userId: number, id: number) {
  const request = await PurchaseRequest.query().where({ id, userId }).first()
  if (!request) throw new DomainError(404, 'orders.purchaseRequestNotFound', { id })
  return loadRequestDetails(request)
}

export async function findPurchaseRequestForStaff(id: number) {
  const request = await PurchaseRequest.query().where('id', id).preload('user').first()
  if (!request) throw new DomainError(404, 'orders.purchaseRequestNotFound', { id })
  return loadRequestDetails(request)
}

export const PURCHASE_REQUEST_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'status', 'itemsCents'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'createdAt'),
  customerColumn: 'user_id',
}

/**
 * A page of purchase requests: the customer's own when `userId` is given, else everyone's.
 * `q` searches the items' names and the customer's suite, name and email.
 */
export function listPurchaseRequests(params: ListParams<string>, userId?: number) {
  const query = PurchaseRequest.query()
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  applyListFilters(query, params, PURCHASE_REQUEST_LIST, (search, text) =>
    search.orWhereHas('items', (items) => items.whereRaw(...containsText('name', text)))
  )
  return listPage(query, params)
}
