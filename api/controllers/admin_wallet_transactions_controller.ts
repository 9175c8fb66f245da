import type { HttpContext } from '@adonisjs/core/http'
import {
  findTransaction,
  listAllTransactions,
  payOut,
  rejectWithdrawal,
} from '#services/money/ledger'
import { type CsvColumn, respondWithList, fieldColumns } from '#services/platform/csv'
import { respondIdempotently } from '#services/platform/idempotency'
import { rejectWithdrawalValidator } from '#validators/wallet'
import { MoneyMessagesProvider } from '#validators/rules/card'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import { forStaff } from '#transformers/serializer'

type StaffEntry = ReturnType<WalletTransactionTransformer['forStaff']>
const CSV_COLUMNS: CsvColumn<StaffEntry>[] = [
  ...fieldColumns<StaffEntry>('id', 'createdAt', 'customer'),
  { header: 'email', value: (entry) => entry.customer.email },
  ...fieldColumns<StaffEntry>(
    'type',
    'status',
    'amountCents',
    'balanceAfterCents',
    'invoiceNumber',
    'reason',
    'createdById'
  ),
]

/**
 * Every customer's wallet ledger: staff read it (list, CSV, detail); admins pay pending
 * withdrawals out, or reject them and give the money back.
 */
export default class AdminWalletTransactionsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listAllTransactions,
      present: (rows) => forStaff(WalletTransactionTransformer, rows),
      filename: 'wallet-transactions.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    const entry = await findTransaction(Number(params.id))
    return forStaff(WalletTransactionTransformer, entry)
  }

  async payOut(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    return respondIdempotently(ctx, {}, async (trx) => {
      const { withdrawal, wallet } = await payOut(id, trx)
      return {
        status: 200,
        body: {
          withdrawal: await forStaff(WalletTransactionTransformer, withdrawal),
          balanceCents: wallet.balanceCents,
        },
      }
    })
  }

  async reject(ctx: HttpContext) {
    const { reason } = await ctx.request.validateUsing(rejectWithdrawalValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const input = { id: Number(ctx.params.id), reason, adminId: ctx.auth.getUserOrFail().id }
    return respondIdempotently(ctx, { reason }, async (trx) => {
      const { withdrawal, wallet, transaction } = await rejectWithdrawal(input, trx)
      return {
        status: 200,
        body: {
          withdrawal: await forStaff(WalletTransactionTransformer, withdrawal),
          balanceCents: wallet.balanceCents,
          transaction: await forStaff(WalletTransactionTransformer, transaction),
        },
      }
    })
  }
}
