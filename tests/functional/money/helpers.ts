/* Shared set-up for the money tests: invoices raised the way other services raise them, funded wallets. */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Wallet from '#models/wallet'
import { raiseInvoice } from '#services/money/invoicing'
import * as ledger from '#services/money/ledger'

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }

export function invoiceFor(
  user: User,
  amountCents = 4_250,
  subject: { type: string; id: number } | null = null
) {
  return raiseInvoice({
    userId: user.id,
    subjectType: subject?.type ?? null,
    subjectId: subject?.id ?? null,
    lines: [
      {
        kind: 'shipping',
        description: 'FedEx International Priority, 6.5 lb',
        amountCents: amountCents - 250,
      },
      { kind: 'insurance', description: 'Insurance', amountCents: 250 },
    ],
  })
}

export const fund = (user: User, amountCents: number) =>
  ledger.deposit({ userId: user.id, amountCents })

/** Sum of the user's ledger entries and the wallet's balance, straight from the tables. */
export async function ledgerTotals(user: User) {
  const wallet = await db.from('wallets').where('user_id', user.id).first()
  const [{ sum, count }] = await db
    .from('wallet_transactions')
    .where('wallet_id', wallet?.id ?? 0)
    .sum('amount_cents as sum')
    .count('* as count')
  return {
    balanceCents: Number(wallet?.balance_cents ?? 0),
    ledgerSumCents: Number(sum ?? 0),
    entries: Number(count),
  }
}

/*
 * Makes this transaction's COMMIT fail after its work succeeded: on SQLite a foreign key checked
 * only at COMMIT; on MySQL/MariaDB the connection killed from another one, as when the database
 * goes away between the last statement and the COMMIT.
 */
export async function failTheCommit(trx: TransactionClientContract) {
  if (trx.dialect.name === 'better-sqlite3') {
    await trx.rawQuery('PRAGMA defer_foreign_keys = ON')
    await Wallet.create({ userId: 2 ** 30, balanceCents: 0 }, { client: trx })
    return
  }
  const [[{ id }]] = await trx.rawQuery('SELECT CONNECTION_ID() AS id')
  await db.rawQuery('KILL ?', [id])
}
