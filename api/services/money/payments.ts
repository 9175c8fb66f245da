/*
 * Money in and out: paying invoices from the wallet, withdrawal requests (top-ups and invoices
 * by card: api/services/money/card_charges.ts), and the admin's refunds and adjustments. Each runs in
 * the caller's money transaction (see api/services/platform/idempotency.ts), with the
 * invoice row locked before the wallet row, always in that order.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import Payment from '#models/payment'
import * as ledger from '#services/money/ledger'
import { assertInvoiceMove, lockInvoice, markPaid, moveInvoice } from '#services/money/invoicing'
import User from '#models/user'

/**
 * Pays one of the customer's unpaid invoices in full from the wallet (by card:
 * api/services/money/card_charges.ts).
 */
export async function payInvoiceFromWallet(
  userId: number,
  number: string,
  trx: TransactionClientContract
) {
  const invoice = await lockInvoice(number, trx, userId)
  assertInvoiceMove(invoice, 'paid')

  const payment = await Payment.create(
    {
      userId,
      invoiceId: invoice.id,
      purpose: 'invoice',
      method: 'wallet',
      amountCents: invoice.totalCents,
    },
    { client: trx }
  )
  await ledger.pay(
    { userId, amountCents: invoice.totalCents, invoiceId: invoice.id, paymentId: payment.id },
    trx
  )
  await markPaid(invoice, trx)
  return { invoice, payment }
}

/** Takes the amount out of the wallet now; staff pay it out to the customer later. */
export const requestWithdrawal = (
  userId: number,
  amountCents: number,
  trx: TransactionClientContract
) => ledger.withdraw({ userId, amountCents, status: 'pending' }, trx)

/**
 * Returns part or all of a paid invoice to the customer's wallet, never more
 * than was paid minus what was already refunded. `adminId` is the admin who
 * decided it; null for a refund the product makes by rule (e.g. a return).
 */
export async function refundInvoice(
  input: { number: string; amountCents: number; reason: string; adminId: number | null },
  trx: TransactionClientContract
) {
  const invoice = await lockInvoice(input.number, trx)
  assertInvoiceMove(invoice, 'refunded')
  if (input.amountCents > invoice.refundableCents) {
    throw new DomainError(
      422,
      'money.refundTooLarge',
      { max: invoice.refundableCents / 100 },
      'amountCents'
    )
  }
  moveInvoice(invoice, 'refunded')
  invoice.refundedCents += input.amountCents
  await invoice.save()
  const { wallet, transaction } = await ledger.refund(
    {
      userId: invoice.userId,
      amountCents: input.amountCents,
      invoiceId: invoice.id,
      createdById: input.adminId,
      reason: input.reason,
    },
    trx
  )
  transaction.$setRelated('invoice', invoice)
  return { invoice, wallet, transaction }
}

/** Admin: a manual credit (positive) or debit (negative) with a reason; a debit cannot overdraw. */
export async function adjustWallet(
  input: { userId: number; amountCents: number; reason: string; adminId: number },
  trx: TransactionClientContract
) {
  const customer = await User.query({ client: trx })
    .where({ id: input.userId, role: 'customer' })
    .first()
  if (!customer) throw new DomainError(404, 'money.customerNotFound')
  const entry = {
    userId: input.userId,
    amountCents: Math.abs(input.amountCents),
    createdById: input.adminId,
    reason: input.reason,
  }
  return input.amountCents > 0
    ? ledger.deposit(entry, trx)
    : ledger.withdraw({ ...entry, status: 'completed' }, trx)
}
