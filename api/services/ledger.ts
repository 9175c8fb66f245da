/*
 * The wallet ledger. Append-only: every movement of a customer's wallet is one
 * wallet_transactions row, and the wallet row's balance changes in the same
 * transaction, under a row lock, so that concurrent debits queue up and none
 * can take the balance below zero.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import Wallet from '#models/wallet'
import WalletTransaction, { type WalletTransactionType } from '#models/wallet_transaction'
import { type ListParams, listPage } from '#services/lists'

/*
 * Errors after which the whole transaction can simply run again: lock
 * conflicts, and a unique key taken by a concurrent insert (a wallet created
 * twice at once, an invoice number drawn twice). Nothing was committed.
 */
const RETRYABLE_ERRORS = new Set([
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_DUP_ENTRY',
  'SQLITE_BUSY',
  'SQLITE_CONSTRAINT_UNIQUE',
])

/** One database transaction for a money write, retried a few times on lock conflicts. */
export async function moneyTransaction<T>(
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE_ERRORS.has((error as { code?: string }).code ?? ''))
        throw error
    }
  }
}

/** Joins the caller's transaction when there is one, so a ledger entry commits with the rest of the operation. */
export const within = <T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
) => (trx ? work(trx) : moneyTransaction(work))

const CREDITS: ReadonlySet<WalletTransactionType> = new Set(['deposit', 'refund'])

type Entry = {
  userId: number
  /** A positive number of cents; the entry type decides the sign. */
  amountCents: number
  invoiceId?: number | null
  paymentId?: number | null
  createdById?: number | null
  reason?: string | null
}

/** The customer's wallet row, locked until the transaction ends; created empty on first use. */
async function lockWallet(userId: number, trx: TransactionClientContract) {
  const wallet = await Wallet.query({ client: trx }).where('userId', userId).forUpdate().first()
  return wallet ?? (await Wallet.create({ userId, balanceCents: 0 }, { client: trx }))
}

async function append(
  trx: TransactionClientContract,
  type: WalletTransactionType,
  entry: Entry,
  status: 'completed' | 'pending' = 'completed'
) {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new Error(
      `A ledger entry needs a positive whole number of cents, got ${entry.amountCents}`
    )
  }
  const wallet = await lockWallet(entry.userId, trx)
  const amountCents = CREDITS.has(type) ? entry.amountCents : -entry.amountCents
  const balanceAfterCents = wallet.balanceCents + amountCents
  if (balanceAfterCents < 0) {
    throw new DomainError(409, 'money.insufficientFunds', {
      balance: wallet.balanceCents / 100,
      amount: entry.amountCents / 100,
    })
  }

  wallet.balanceCents = balanceAfterCents
  await wallet.save()
  const transaction = await WalletTransaction.create(
    {
      walletId: wallet.id,
      type,
      status,
      amountCents,
      balanceAfterCents,
      invoiceId: entry.invoiceId ?? null,
      paymentId: entry.paymentId ?? null,
      createdById: entry.createdById ?? null,
      reason: entry.reason ?? null,
    },
    { client: trx }
  )
  return { wallet, transaction }
}

/** Money in: a card top-up (paymentId) or an admin's credit (createdById, reason). */
export const deposit = (entry: Entry, trx?: TransactionClientContract) =>
  within(trx, (client) => append(client, 'deposit', entry))

/**
 * Money out to the customer. A customer's request stays 'pending' until staff
 * pay it out; the balance is debited at once so it cannot be spent twice.
 * An admin's debit adjustment is 'completed'.
 */
export const withdraw = (
  entry: Entry & { status: 'pending' | 'completed' },
  trx?: TransactionClientContract
) => within(trx, (client) => append(client, 'withdrawal', entry, entry.status))

/** An invoice paid from the wallet. */
export const pay = (entry: Entry & { invoiceId: number }, trx?: TransactionClientContract) =>
  within(trx, (client) => append(client, 'payment', entry))

/** An invoice refunded to the wallet. */
export const refund = (entry: Entry & { invoiceId: number }, trx?: TransactionClientContract) =>
  within(trx, (client) => append(client, 'refund', entry))

export async function balanceOf(userId: number) {
  const wallet = await Wallet.findBy('userId', userId)
  return wallet?.balanceCents ?? 0
}

export const TRANSACTION_SORTS = {
  createdAt: 'created_at',
  amountCents: 'amount_cents',
  type: 'type',
}

/** The customer's ledger, newest first unless asked otherwise. */
export function listTransactions(userId: number, params: ListParams<string>) {
  const query = WalletTransaction.query()
    .whereIn('walletId', (wallets) => wallets.from('wallets').select('id').where('user_id', userId))
    .preload('invoice')
    .preload('payment')
  if (params.filters.type?.length) query.whereIn('type', params.filters.type)
  if (params.filters.status?.length) query.whereIn('status', params.filters.status)
  return listPage(query, params)
}
