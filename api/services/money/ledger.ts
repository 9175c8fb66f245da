/*
 * The wallet ledger. Append-only: every movement of a customer's wallet is one
 * wallet_transactions row, and the wallet row's balance changes in the same
 * transaction, under a row lock, so that concurrent debits queue up and none
 * can take the balance below zero.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { inTransaction, isLockConflict, isUniqueViolation } from '#services/platform/transactions'
import { LOCK_WAIT_MS } from '#config/database'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import Wallet from '#models/wallet'
import WalletTransaction, { type WalletTransactionType } from '#models/wallet_transaction'
import { listPage, applyListFilters, columnsOf, customersMatching } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { notify } from '#services/platform/notify'

/*
 * Errors after which the whole transaction can simply run again: lock conflicts, and a unique
 * key taken by a concurrent insert (a wallet created twice at once, an invoice number drawn
 * twice). Nothing was committed.
 */
const ATTEMPTS = 5
/* Transactions that collided and retried at once would collide again: each waits a random while, longer each time. */
const BACKOFF_MS = 20

/*
 * A conflict that already waited out the database's lock timeout would wait as long again behind
 * the same holder: it is answered (503 with Retry-After, see the exception handler) instead.
 */
const waitedOut = (error: unknown, startedAt: number) =>
  isLockConflict(error) && Date.now() - startedAt >= LOCK_WAIT_MS

/** One database transaction for a money write, retried a few times on lock conflicts. */
export async function moneyTransaction<T>(
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const startedAt = Date.now()
    try {
      return await inTransaction(work)
    } catch (error) {
      const retryable = isLockConflict(error) || isUniqueViolation(error)
      if (attempt >= ATTEMPTS || !retryable || waitedOut(error, startedAt)) throw error
      await sleep(Math.random() * BACKOFF_MS * attempt)
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

export const TRANSACTION_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'amountCents', 'type'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('type', 'status'),
}

/** The customer's ledger, newest first unless asked otherwise. */
export function listTransactions(userId: number, params: ListParams<string>) {
  const query = WalletTransaction.query()
    .whereIn('walletId', (wallets) => wallets.from('wallets').select('id').where('user_id', userId))
    .preload('invoice')
    .preload('payment')
  applyListFilters(query, params, TRANSACTION_LIST)
  return listPage(query, params)
}

/* The back office: every customer's ledger, and the payout of withdrawal requests. */

export const STAFF_TRANSACTION_LIST: ListDefinition = {
  sorts: { ...TRANSACTION_LIST.sorts, ...columnsOf('id', 'status', 'balanceAfterCents') },
  defaultSort: 'createdAt',
  filterColumns: columnsOf('type', 'status', 'amountCents', 'createdAt'),
  filters: ['userId', 'q'],
}

const staffTransactions = (client?: TransactionClientContract) =>
  WalletTransaction.query({ client })
    .preload('wallet', (wallet) => wallet.preload('user'))
    .preload('invoice')
    .preload('payment')

/** Every customer's entries; `userId` names customers, `q` finds them by suite, name or email. */
export function listAllTransactions(params: ListParams<string>) {
  const query = staffTransactions()
  applyListFilters(query, params, STAFF_TRANSACTION_LIST)
  const { userId, q } = params.filters
  if (userId) {
    query.whereIn('wallet_id', (wallets) =>
      wallets.from('wallets').select('id').whereIn('user_id', userId)
    )
  }
  if (q?.[0]) {
    query.whereIn('wallet_id', (wallets) =>
      wallets.from('wallets').select('id').whereIn('user_id', customersMatching(q[0]))
    )
  }
  return listPage(query, params)
}

/** Any customer's entry, with its owner; `client` reads inside a money transaction. */
export async function findTransaction(id: number, client?: TransactionClientContract) {
  const transaction = await staffTransactions(client).where('id', id).first()
  if (!transaction) throw new DomainError(404, 'money.transactionNotFound', { id: String(id) })
  return transaction
}

/** The withdrawal request, locked until the transaction ends; anything else is a 409. */
async function lockPendingWithdrawal(id: number, trx: TransactionClientContract) {
  const entry = await WalletTransaction.query({ client: trx }).where('id', id).forUpdate().first()
  if (!entry) throw new DomainError(404, 'money.transactionNotFound', { id: String(id) })
  if (entry.type !== 'withdrawal' || entry.status !== 'pending') {
    const state = entry.type === 'withdrawal' ? entry.status : 'other'
    throw new DomainError(409, 'money.notPendingWithdrawal', { id: String(id), state })
  }
  return entry
}

/*
 * The customer hears of it once the change is committed (an attempt rolled back sends nothing);
 * a failed notice is logged and does not undo the money. `reason` picks the notice's own text,
 * `wallet_update.<reason>` in locales/<lang>/notifications.json.
 */
function tellCustomerOnCommit(
  trx: TransactionClientContract,
  userId: number,
  withdrawal: WalletTransaction,
  data: { reason: 'withdrawal_paid_out' } | { reason: 'withdrawal_rejected'; note: string }
) {
  trx.after('commit', async () => {
    const values = { ...data, transactionId: withdrawal.id, amount: -withdrawal.amountCents / 100 }
    await notify({ id: userId }, 'wallet_update', values).catch((error) =>
      logger.error({ err: error, transactionId: withdrawal.id }, 'withdrawal notice not sent')
    )
  })
}

/** An admin sent a pending withdrawal's money: the balance was already debited at the request. */
export const payOut = (id: number, trx?: TransactionClientContract) =>
  within(trx, async (client) => {
    const withdrawal = await lockPendingWithdrawal(id, client)
    withdrawal.status = 'completed'
    await withdrawal.save()
    const wallet = await Wallet.findOrFail(withdrawal.walletId, { client })
    tellCustomerOnCommit(client, wallet.userId, withdrawal, { reason: 'withdrawal_paid_out' })
    return { withdrawal: await findTransaction(id, client), wallet }
  })

/**
 * A withdrawal an admin will not pay out: it is marked 'rejected' and a refund entry gives its
 * amount back, so the ledger stays append-only and the balance the sum of its entries.
 */
export const rejectWithdrawal = (
  input: { id: number; reason: string; adminId: number },
  trx?: TransactionClientContract
) =>
  within(trx, async (client) => {
    const withdrawal = await lockPendingWithdrawal(input.id, client)
    withdrawal.status = 'rejected'
    await withdrawal.save()
    const { userId } = await Wallet.findOrFail(withdrawal.walletId, { client })
    const { wallet, transaction } = await append(client, 'refund', {
      userId,
      amountCents: -withdrawal.amountCents,
      createdById: input.adminId,
      reason: input.reason,
    })
    tellCustomerOnCommit(client, userId, withdrawal, {
      reason: 'withdrawal_rejected',
      note: input.reason,
    })
    return {
      withdrawal: await findTransaction(withdrawal.id, client),
      wallet,
      transaction: await findTransaction(transaction.id, client),
    }
  })
