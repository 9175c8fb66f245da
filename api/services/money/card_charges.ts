/*
 * Top-ups by card, reconcilable. The intent is committed before the card is charged under its
 * key, and the charge is recorded (payment and ledger line) by the request's transaction. When
 * that transaction is lost (its COMMIT with the connection), the intent stays 'pending' with
 * the charge made: the scheduled reconciliation asks the gateway what was charged under each
 * old pending intent and records it, crediting the wallet with a line that says why. Recording
 * locks the intent and checks it is still pending, so a charge is recorded exactly once.
 */
import { createHash, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import CardCharge from '#models/card_charge'
import Payment from '#models/payment'
import User from '#models/user'
import Wallet from '#models/wallet'
import WalletTransaction from '#models/wallet_transaction'
import paymentsConfig from '#config/payments'
import gateway from '#services/money/payment_gateway/main'
import type { ChargeResult } from '#services/money/payment_gateway/gateway'
import type { CardDetails } from '#domain/cards'
import * as ledger from '#services/money/ledger'

type Charged = Extract<ChargeResult, { ok: true }>
export type ChargedTopUp = { intent: CardCharge; charge: Charged }

/*
 * The gateway key of a top-up asked with an Idempotency-Key: the same for its retries, so that a
 * retry after a lost COMMIT takes up the intent and the charge already made instead of charging
 * the card again. Hashed, to fit the column whatever the client's key.
 */
const gatewayKeyOf = (userId: number, requestKey: string) =>
  createHash('sha256').update(`top-up:${userId}:${requestKey}`).digest('hex')

/**
 * A top-up's first step, outside any transaction: the intent stored, then the card charged.
 * A refused card leaves the intent pending; the reconciliation finds it never charged.
 * `requestKey` is the request's Idempotency-Key, when it has one.
 */
export async function chargeTopUp(
  userId: number,
  amountCents: number,
  card: CardDetails,
  requestKey?: string
): Promise<ChargedTopUp> {
  const { minCents, maxCents } = paymentsConfig.topUp
  if (amountCents < minCents || amountCents > maxCents) {
    throw new DomainError(
      422,
      'money.topUpOutOfRange',
      { min: minCents / 100, max: maxCents / 100 },
      'amountCents'
    )
  }
  const gatewayKey = requestKey === undefined ? randomUUID() : gatewayKeyOf(userId, requestKey)
  const earlier = requestKey === undefined ? null : await CardCharge.findBy({ gatewayKey })
  if (earlier && earlier.amountCents !== amountCents) {
    throw new DomainError(422, 'money.idempotencyKeyReused')
  }
  const intent = earlier ?? (await CardCharge.create({ userId, amountCents, gatewayKey }))
  const charge = await gateway.charge({ amountCents, card, idempotencyKey: intent.gatewayKey })
  if (!charge.ok) throw new DomainError(402, `money.card.${charge.code}`, {}, 'card')
  return { intent, charge }
}

/** The top-up's second step, in the request's transaction: its payment and ledger line. */
export async function recordTopUp(
  { intent, charge }: ChargedTopUp,
  trx: TransactionClientContract
) {
  return (await record(intent.id, charge, null, trx))!
}

/**
 * The charge's payment and deposit, unless its intent is no longer pending (recorded by the
 * other path meanwhile): then the entry already written, or null when settled as failed.
 */
async function record(
  intentId: number,
  charge: Charged,
  reason: string | null,
  trx: TransactionClientContract
) {
  const intent = await CardCharge.query({ client: trx })
    .where('id', intentId)
    .forUpdate()
    .firstOrFail()
  if (intent.status !== 'pending') {
    return intent.paymentId
      ? { ...(await recorded(intent.paymentId, trx)), recordedNow: false }
      : null
  }

  const { userId, amountCents } = intent
  const payment = await Payment.create(
    {
      userId,
      purpose: 'top_up',
      method: 'card',
      amountCents,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      gatewayReference: charge.reference,
    },
    { client: trx }
  )
  const { wallet, transaction } = await ledger.deposit(
    { userId, amountCents, paymentId: payment.id, reason },
    trx
  )
  await intent.merge({ status: 'recorded', paymentId: payment.id }).save()
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
 * An intent still pending this long after it was written has no request left to record it: a
 * request gives up on the gateway within its timeout (15 s), and on the database within seconds.
 */
export const UNSETTLED_CHARGE_AFTER = { minutes: 2 }
const CHARGES_PER_SWEEP = 200

/**
 * Settles the old pending intents, oldest first; run by the scheduler. Charged: recorded, with
 * a ledger line in the customer's language saying why; never charged: 'failed'. A gateway that
 * does not answer leaves the rest for the next run.
 */
export async function reconcileCardCharges(now = DateTime.utc()) {
  const unsettled = await CardCharge.query()
    .where('status', 'pending')
    .where('created_at', '<=', now.minus(UNSETTLED_CHARGE_AFTER).toSQL({ includeOffset: false }))
    .orderBy('id')
    .limit(CHARGES_PER_SWEEP)
  let recordedCount = 0
  let failed = 0
  for (const intent of unsettled) {
    const charge = await gateway.findCharge(intent.gatewayKey)
    if (!charge?.ok) {
      const changed = await CardCharge.query()
        .where({ id: intent.id, status: 'pending' })
        .update({ status: 'failed', updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
      // The count of rows changed (typed as a list, which MySQL and SQLite do not return).
      failed += Number(changed)
      continue
    }
    const customer = await User.findOrFail(intent.userId)
    const reason = i18nManager.locale(customer.locale).t('money.topUpReconciled', {
      amount: intent.amountCents / 100,
      reference: charge.reference,
    })
    const entry = await ledger.moneyTransaction((trx) => record(intent.id, charge, reason, trx))
    if (entry?.recordedNow) recordedCount++
  }
  return { recorded: recordedCount, failed }
}
