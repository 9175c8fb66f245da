import type { HttpContext } from '@adonisjs/core/http'
import { adjustWallet, refundInvoice } from '#services/money/payments'
import { findInvoiceForStaff, listAllInvoices } from '#services/money/invoicing'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { respondIdempotently } from '#services/platform/idempotency'
import { refundValidator } from '#validators/invoice'
import { adjustmentValidator } from '#validators/wallet'
import { MoneyMessagesProvider } from '#validators/rules/card'
import InvoiceTransformer from '#transformers/invoice_transformer'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import { forStaff, serialize } from '#transformers/serializer'

type StaffInvoice = ReturnType<InvoiceTransformer['forStaff']>
const CSV_COLUMNS = fieldColumns<StaffInvoice>(
  'number',
  'userId',
  'status',
  'subjectType',
  'totalCents',
  'refundedCents',
  'createdAt',
  'paidAt'
)

/**
 * Staff read every invoice (list, CSV, detail); admins alone give money back to a customer's
 * wallet, or take it, with a reason.
 */
export default class AdminInvoicesController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listAllInvoices,
      present: (rows) => forStaff(InvoiceTransformer, rows),
      filename: 'invoices.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    const invoice = await findInvoiceForStaff(params.number)
    return forStaff(InvoiceTransformer, invoice)
  }

  async refund(ctx: HttpContext) {
    const { amountCents, reason } = await ctx.request.validateUsing(refundValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const adminId = ctx.auth.getUserOrFail().id
    return respondIdempotently(ctx, { amountCents, reason }, async (trx) => {
      const { invoice, wallet, transaction } = await refundInvoice(
        { number: ctx.params.number, amountCents, reason, adminId },
        trx
      )
      return {
        status: 200,
        body: {
          invoice: await forStaff(InvoiceTransformer, invoice),
          balanceCents: wallet.balanceCents,
          transaction: await serialize(WalletTransactionTransformer.transform(transaction)),
        },
      }
    })
  }

  async adjustWallet(ctx: HttpContext) {
    const { amountCents, reason } = await ctx.request.validateUsing(adjustmentValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const adminId = ctx.auth.getUserOrFail().id
    const userId = Number(ctx.params.userId)
    return respondIdempotently(ctx, { amountCents, reason }, async (trx) => {
      const { wallet, transaction } = await adjustWallet(
        { userId, amountCents, reason, adminId },
        trx
      )
      return {
        status: 201,
        body: {
          userId,
          balanceCents: wallet.balanceCents,
          transaction: await serialize(WalletTransactionTransformer.transform(transaction)),
        },
      }
    })
  }
}
