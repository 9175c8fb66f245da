/*
 * Card charges made reconcilable: wallet top-ups and invoices paid by card. The intent is
 * committed before the card is charged under its key, and the charge is recorded (its payment,
 * then the wallet's deposit or the invoice marked paid) by the request's transaction. When that
 * transaction is lost (its COMMIT with the connection), the intent stays 'pending' with the
 * charge made: the scheduled reconciliation asks the gateway what was charged under each old
 * pending intent and records it as the request would have. Recording locks the intent and checks
 * it is still pending, so a charge is recorded exactly once. A charge that can no longer be
 * recorded (its invoice was paid from the wallet meanwhile) is refunded, never kept for nothing.
 */
import { createHash, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import CardCharge, { type CardChargePurpose, type CardChargeStatus } from '#models/card_charge'
import Payment from '#models/payment'
import User from '#models/user'
import Wallet from '#models/wallet'
import WalletTransaction from '#models/wallet_transaction'
import paymentsConfig from '#config/payments'
import gateway from '#services/money/payment_gateway/main'
import type { ChargeResult } from '#services/money/payment_gateway/gateway'
import type { CardDetails } from '#domain/cards'
import * as ledger from '#services/money/ledger'
import {
  assertInvoiceMove,
  findCustomerInvoice,
  lockInvoiceById,
  markPaid,
} from '#services/money/invoicing'
import { isLockConflict } from '#services/platform/transactions'
import { isUnreachable } from '#services/platform/dependencies'

type Charged = Extract<ChargeResult, { ok: true }>
export type ChargedIntent = { intent: CardCharge; charge: Charged }

/* How each purpose's gateway keys begin (the top-ups' from before invoices had intents). */
const KEY_PREFIXES: Record<CardChargePurpose, string> = { top_up: 'top-up', invoice: 'invoice' }

/*
 * The gateway key of a charge asked with an Idempotency-Key: the same for its retries, so that a
 * retry after a lost COMMIT takes up the intent and the charge already made instead of charging
 * the card again. Hashed, to fit the column whatever the client's key.
 */
const gatewayKeyOf = (purpose: CardChargePurpose, userId: number, requestKey: string) =>
  createHash('sha256').update(`${KEY_PREFIXES[purpose]}:${userId}:${requestKey}`).digest('hex')

/* A refund's key follows its charge's: asked again (its answer lost), the gateway refunds once. */
const refundKeyOf = (intent: CardCharge) =>
  createHash('sha256').update(`refund:${intent.gatewayKey}`).digest('hex')

type Intended = Pick<CardCharge, 'purpose' | 'userId' | 'amountCents' | 'invoiceId'>

/* An intent in one of these is settled without a payment: nothing records a charge under it. */
const CLOSED = new Set<CardChargeStatus>(['failed', 'refunding', 'refunded'])

/**
 * The first step of every card charge, outside any transaction: the intent stored, then the card
 * charged. A refused card leaves the intent pending; the reconciliation finds it never charged.
 * `requestKey` is the request's Idempotency-Key, when it has one.
 */
async function chargeUnderIntent(
  intended: Intended,
  card: CardDetails,
  requestKey?: string
): Promise<ChargedIntent> {
  const { purpose, userId, amountCents, invoiceId } = intended
  const gatewayKey =
    requestKey === undefined ? randomUUID() : gatewayKeyOf(purpose, userId, requestKey)
  const earlier = requestKey === undefined ? null : await CardCharge.findBy({ gatewayKey })
  if (earlier && (earlier.amountCents !== amountCents || earlier.invoiceId !== invoiceId)) {
    throw new DomainError(422, 'money.idempotencyKeyReused')
  }
  // Settled as never charged, or refunded: a charge under its key now would have nothing to record it.
  if (earlier && CLOSED.has(earlier.status)) {
    throw new DomainError(409, 'money.cardChargeClosed')
  }
  const intent = earlier ?? (await CardCharge.create({ ...intended, gatewayKey }))
  const charge = await gateway.charge({ amountCents, card, idempotencyKey: intent.gatewayKey })
  if (!charge.ok) throw new DomainError(402, `money.card.${charge.code}`, {}, 'card')
  return { intent, charge }
}

/** The intent, locked for the rest of the transaction: the request and the reconciliation take turns. */
const lockIntent = (id: number, trx: TransactionClientContract) =>
  CardCharge.query({ client: trx }).where('id', id).forUpdate().firstOrFail()

/** The charge's payment, and its intent marked recorded by it. */
async function recordPayment(intent: CardCharge, charge: Charged, trx: TransactionClientContract) {
  const payment = await Payment.create(
    {
      userId: intent.userId,
      invoiceId: intent.invoiceId,
      purpose: intent.purpose,
      method: 'card',
      amountCents: intent.amountCents,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      gatewayReference: charge.reference,
    },
    { client: trx }
  )
  await intent.merge({ status: 'recorded', paymentId: payment.id }).save()
  return payment
}

/* Moves the intent only from the status it was seen in: true when this call moved it. */
async function moveIntent(id: number, from: CardChargeStatus, to: CardChargeStatus) {
  const changed = await CardCharge.query()
    .where({ id, status: from })
    .update({ status: to, updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
  // The count of rows changed (typed as a list, which MySQL and SQLite do not return).
  return Number(changed) === 1
}

/* A failure after which the client is told to try again (a 503): the outcome may be unknown. */
const leftForRetry = (error: unknown) => isLockConflict(error) || isUnreachable(error)

/**
 * A top-up's first step: its amount checked, then the card charged under its intent.
 */
export async function chargeTopUp(
  userId: number,
  amountCents: number,
  card: CardDetails,
  requestKey?: string
): Promise<ChargedIntent> {
  const { minCents, maxCents } = paymentsConfig.topUp
  if (amountCents < minCents || amountCents > maxCents) {
    throw new DomainError(
      422,
      'money.topUpOutOfRange',
      { min: minCents / 100, max: maxCents / 100 },
      'amountCents'
    )
  }
  return chargeUnderIntent(
    { purpose: 'top_up', userId, amountCents, invoiceId: null },
    card,
    requestKey
  )
}

/** The top-up's second step, in the request's transaction: its payment and ledger line. */
export async function recordTopUp(
  { intent, charge }: ChargedIntent,
  trx: TransactionClientContract
) {
  return (await creditTopUp(intent.id, charge, null, trx))!
}

/**
 * The charge's payment and deposit, unless its intent is no longer pending (recorded by the
 * other path meanwhile): then the entry already written, or null when settled as failed.
 */
async function creditTopUp(
  intentId: number,
  charge: Charged,
  reason: string | null,
  trx: TransactionClientContract
) {
  const intent = await lockIntent(intentId, trx)
  if (intent.status !== 'pending') {
    return intent.paymentId
      ? { ...(await recorded(intent.paymentId, trx)), recordedNow: false }
      : null
  }
  const payment = await recordPayment(intent, charge, trx)
  const { wallet, transaction } = await ledger.deposit(
    { userId: intent.userId, amountCents: intent.amountCents, paymentId: payment.id, reason },
    trx
  )
  transaction.$setRelated('payment', payment)
  return { wallet, transaction, payment, recordedNow: true }
}

async function recorded(paymentId: number, trx: TransactionClientContract) {
  const transaction = await WalletTransaction.query({ client: trx })
    .where('payment_id', paymentId)
    .preload('payment')
    .firstOrFail()
  const wallet = await Wallet.findOrFail(transaction.walletId, { client: trx })
  return { wallet, transaction, payment: transaction.payment }
}

/**
 * An invoice's first step: one of the customer's that can be paid (a paid one refuses without
 * touching the card), then the card charged for its total under its intent.
 */
export async function chargeInvoice(
  userId: number,
  number: string,
  card: CardDetails,
  requestKey?: string
): Promise<ChargedIntent> {
  const invoice = await findCustomerInvoice(userId, number)
  assertInvoiceMove(invoice, 'paid')
  return chargeUnderIntent(
    { purpose: 'invoice', userId, amountCents: invoice.totalCents, invoiceId: invoice.id },
    card,
    requestKey
  )
}

/**
 * The invoice's second step, in the request's transaction (or the reconciliation's): the invoice
 * locked and checked again (it may have been paid from the wallet meanwhile), then its intent,
 * then the payment, and the invoice marked paid with all that follows from it. Locks in the
 * payments' order: the invoice first.
 */
export async function payInvoiceByCard(
  { intent: { id, invoiceId }, charge }: ChargedIntent,
  trx: TransactionClientContract
) {
  const invoice = await lockInvoiceById(invoiceId!, trx)
  assertInvoiceMove(invoice, 'paid')
  const intent = await lockIntent(id, trx)
  if (intent.status !== 'pending') throw new DomainError(409, 'money.cardChargeClosed')
  const payment = await recordPayment(intent, charge, trx)
  await markPaid(invoice, trx)
  return { invoice, payment }
}

/**
 * After a request whose card was charged failed: the charge refunded, unless the failure is one
 * the client is told to retry (a lost connection, perhaps with its COMMIT, or rows held too long),
 * when the intent stays pending for the retry with the same key, or else the reconciliation, to
 * take up. Only a pending intent is refunded: one recorded meanwhile keeps its charge.
 */
export async function refundUnrecorded({ intent, charge }: ChargedIntent, error: unknown) {
  if (!leftForRetry(error)) await refund(intent, charge)
}

/*
 * 'refunding' is committed before the gateway is asked: nothing records the charge after that,
 * and a refund whose answer is lost is asked again by the reconciliation, under the same key.
 */
async function refund(intent: CardCharge, charge: Charged) {
  return (await moveIntent(intent.id, 'pending', 'refunding')) && completeRefund(intent, charge)
}

async function completeRefund(intent: CardCharge, charge: Charged) {
  const refunded = await gateway.refund({
    reference: charge.reference,
    amountCents: intent.amountCents,
    idempotencyKey: refundKeyOf(intent),
  })
  if (!refunded.ok) {
    logger.warn({ intentId: intent.id }, 'card charge refund refused; the reconciliation retries')
    return false
  }
  return moveIntent(intent.id, 'refunding', 'refunded')
}

/**
 * An intent still pending this long after it was written has no request left to record it: a
 * request gives up on the gateway within its timeout (15 s), and on the database within seconds.
 */
export const UNSETTLED_CHARGE_AFTER = { minutes: 2 }
const CHARGES_PER_SWEEP = 200

type Settled = 'recorded' | 'refunded' | 'failed' | null

/**
 * Settles the old pending (and refunding) intents, oldest first; run by the scheduler. Charged:
 * recorded as the request would have (a top-up with a ledger line in the customer's language
 * saying why), or refunded when its invoice can no longer be paid; never charged: 'failed'. A
 * gateway or database that does not answer leaves the rest for the next run.
 */
export async function reconcileCardCharges(now = DateTime.utc()) {
  const unsettled = await CardCharge.query()
    .whereIn('status', ['pending', 'refunding'])
    .where('created_at', '<=', now.minus(UNSETTLED_CHARGE_AFTER).toSQL({ includeOffset: false }))
    .orderBy('id')
    .limit(CHARGES_PER_SWEEP)
  const counts = { recorded: 0, refunded: 0, failed: 0 }
  for (const intent of unsettled) {
    const outcome = await settle(intent)
    if (outcome) counts[outcome]++
  }
  return counts
}

async function settle(intent: CardCharge): Promise<Settled> {
  const charge = await gateway.findCharge(intent.gatewayKey)
  if (!charge?.ok) return (await moveIntent(intent.id, intent.status, 'failed')) ? 'failed' : null
  if (intent.status === 'refunding')
    return (await completeRefund(intent, charge)) ? 'refunded' : null
  return intent.purpose === 'invoice'
    ? settleInvoice({ intent, charge })
    : settleTopUp({ intent, charge })
}

async function settleTopUp({ intent, charge }: ChargedIntent): Promise<Settled> {
  const customer = await User.findOrFail(intent.userId)
  const reason = i18nManager.locale(customer.locale).t('money.topUpReconciled', {
    amount: intent.amountCents / 100,
    reference: charge.reference,
  })
  const entry = await ledger.moneyTransaction((trx) => creditTopUp(intent.id, charge, reason, trx))
  return entry?.recordedNow ? 'recorded' : null
}

/* Paid as its request would have paid it; refunded when the invoice refuses (paid or voided meanwhile). */
async function settleInvoice(charged: ChargedIntent): Promise<Settled> {
  try {
    await ledger.moneyTransaction((trx) => payInvoiceByCard(charged, trx))
    return 'recorded'
  } catch (error) {
    if (leftForRetry(error)) throw error
    if (!(error instanceof DomainError)) logger.error({ err: error }, 'invoice card charge refused')
    return (await refund(charged.intent, charged.charge)) ? 'refunded' : null
  }
}
