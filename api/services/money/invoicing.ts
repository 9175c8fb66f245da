/*
 * Invoices: raised by other parts of the product (shipments, purchase
 * requests) through raiseInvoice, paid through api/services/money/payments.ts.
 * Every change of status goes through the invoice machine (api/domain/money.ts);
 * a paid invoice is announced as `invoice:paid`.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import emitter from '@adonisjs/core/services/emitter'
import { DomainError } from '#exceptions/domain_error'
import Invoice from '#models/invoice'
import { transition } from '#domain/state_machine'
import { invoiceMachine, type InvoiceStatus } from '#domain/money'
import InvoiceLine, { INVOICE_LINE_KINDS, type InvoiceLineKind } from '#models/invoice_line'
import { moneyTransaction, within } from '#services/money/ledger'
import { listPage, applyListFilters, columnsOf } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { publicNumber } from '#services/platform/public_numbers'

type InvoiceMove = Exclude<InvoiceStatus, 'unpaid'>

/* Each refusal names the invoice and the status that stops it. */
const refusalValues = (invoice: Invoice) => ({ number: invoice.number, status: invoice.status })

/** Refuses, with a 409 that says why, a change the state machine does not allow. */
export function assertInvoiceMove(invoice: Invoice, to: InvoiceMove) {
  transition(invoiceMachine, invoice.status, to, refusalValues(invoice))
}

/** Moves the invoice to `to` (or refuses). The caller saves, in its transaction. */
export function moveInvoice(invoice: Invoice, to: InvoiceMove) {
  invoice.status = transition(invoiceMachine, invoice.status, to, refusalValues(invoice))
  if (to === 'paid') invoice.paidAt = DateTime.utc()
  if (to === 'void') invoice.voidedAt = DateTime.utc()
}

export type InvoiceLineInput = { kind: InvoiceLineKind; description: string; amountCents: number }
export type RaiseInvoiceInput = {
  userId: number
  subjectType: string | null
  subjectId: number | null
  lines: InvoiceLineInput[]
}

/**
 * A new unpaid invoice with its lines; the total is their sum. Pass your
 * transaction so the invoice commits (or not) with your own change.
 */
export function raiseInvoice(
  input: RaiseInvoiceInput,
  trx?: TransactionClientContract
): Promise<Invoice> {
  for (const line of input.lines) {
    if (!INVOICE_LINE_KINDS.includes(line.kind) || !Number.isSafeInteger(line.amountCents)) {
      throw new Error(`Invalid invoice line: ${JSON.stringify(line)}`)
    }
  }
  const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0)
  if (totalCents <= 0)
    throw new Error(`An invoice must total more than zero, got ${totalCents} cents`)

  return within(trx, async (client) => {
    const invoice = await Invoice.create(
      {
        number: publicNumber('INV'),
        userId: input.userId,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        status: 'unpaid',
        totalCents,
        refundedCents: 0,
      },
      { client }
    )
    await InvoiceLine.createMany(
      input.lines.map((line) => ({ ...line, invoiceId: invoice.id })),
      { client }
    )
    return invoice
  })
}

/** What `invoice:paid` carries: the invoice, and the payment's transaction to use for every query. */
export type InvoicePaid = { invoice: Invoice; trx: TransactionClientContract }

/**
 * unpaid → paid, then `invoice:paid`, whose listeners run one after another inside the
 * payment's transaction: if one throws, the payment is undone.
 */
export async function markPaid(invoice: Invoice, trx: TransactionClientContract) {
  moveInvoice(invoice, 'paid')
  await invoice.useTransaction(trx).save()
  await emitter.emitSerial('invoice:paid', { invoice, trx })
}

/** unpaid → void (an invoice that will not be paid, e.g. its shipment was cancelled). */
export function voidInvoice(number: string, trx?: TransactionClientContract) {
  return within(trx, async (client) => {
    const invoice = await lockInvoice(number, client)
    moveInvoice(invoice, 'void')
    await invoice.save()
    return invoice
  })
}

/**
 * Voids an invoice its customer left unpaid, together with what its subject must undo, in one
 * transaction. The invoice is locked first, as a payment locks it, and checked once locked: one
 * paid at the last moment is left alone (false), and so is one already voided.
 */
export function voidUnpaidInvoice(
  number: string,
  undo: (invoice: Invoice, trx: TransactionClientContract) => Promise<void>
) {
  return moneyTransaction(async (trx) => {
    const invoice = await lockInvoice(number, trx)
    if (invoice.status !== 'unpaid') return false
    await undo(await voidInvoice(number, trx), trx)
    return true
  })
}

/**
 * The invoice row, locked for the rest of the transaction: a second payment
 * or refund of the same invoice waits here, then sees the first one's result.
 * With `userId`, someone else's invoice is a 404, as if it did not exist.
 */
export async function lockInvoice(number: string, trx: TransactionClientContract, userId?: number) {
  const query = Invoice.query({ client: trx }).where('number', number).forUpdate()
  if (userId !== undefined) query.where('userId', userId)
  const invoice = await query.first()
  if (!invoice) throw new DomainError(404, 'money.invoiceNotFound', { number })
  return invoice
}

/** The invoice a card charge's intent is for, locked as lockInvoice locks it. */
export const lockInvoiceById = (id: number, trx: TransactionClientContract) =>
  Invoice.query({ client: trx }).where('id', id).forUpdate().firstOrFail()

/** One of the customer's invoices, with its lines and payment; someone else's is a 404. */
export async function findCustomerInvoice(userId: number, number: string) {
  const invoice = await Invoice.query()
    .where({ number, userId })
    .preload('lines', (lines) => lines.orderBy('id'))
    .preload('payments', (payments) => payments.orderBy('id'))
    .first()
  if (!invoice) throw new DomainError(404, 'money.invoiceNotFound', { number })
  return invoice
}

export const INVOICE_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'number', 'status', 'totalCents', 'paidAt'),
  defaultSort: 'createdAt',
  /* The state, and what the invoice is for (shipment, purchase_request). */
  filterColumns: columnsOf('status', 'subjectType'),
}

export function listInvoices(userId: number, params: ListParams<string>) {
  const query = Invoice.query().where('userId', userId)
  applyListFilters(query, params, INVOICE_LIST)
  return listPage(query, params)
}

export const STAFF_INVOICE_LIST: ListDefinition = {
  ...INVOICE_LIST,
  filterColumns: columnsOf('number', 'status', 'subjectType', 'totalCents', 'createdAt', 'paidAt'),
  idFilterColumns: columnsOf('userId'),
  searchColumns: ['number'],
  customerColumn: 'user_id',
}

/** Every customer's invoices (back office); `q` finds the number or the customer. */
export function listAllInvoices(params: ListParams<string>) {
  const query = Invoice.query().preload('user')
  applyListFilters(query, params, STAFF_INVOICE_LIST)
  return listPage(query, params)
}

/** Any customer's invoice, with its lines and payment (back office). */
export async function findInvoiceForStaff(number: string) {
  const invoice = await Invoice.query()
    .where('number', number.toUpperCase())
    .preload('user')
    .preload('lines', (lines) => lines.orderBy('id'))
    .preload('payments', (payments) => payments.orderBy('id'))
    .first()
  if (!invoice) throw new DomainError(404, 'money.invoiceNotFound', { number })
  return invoice
}
