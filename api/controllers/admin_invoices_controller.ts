import type { HttpContext } from '@adonisjs/core/http'
import { adjustWallet, refundInvoice } from '#services/payments'
import { respondIdempotently } from '#services/idempotency'
import { refundValidator } from '#validators/invoice'
import { adjustmentValidator } from '#validators/wallet'
import { MoneyMessagesProvider } from '#validators/rules/card'

/** Admin only: money given back to a customer's wallet, or taken from it, with a reason. */
export default class AdminInvoicesController {
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
          invoice: { ...invoice.toJSONForCustomer(), userId: invoice.userId },
          balanceCents: wallet.balanceCents,
          transaction: transaction.toJSONForCustomer(),
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
          transaction: transaction.toJSONForCustomer(),
        },
      }
    })
  }
}
