import type { HttpContext } from '@adonisjs/core/http'
import paymentsConfig from '#config/payments'
import { balanceOf, listTransactions } from '#services/money/ledger'
import { requestWithdrawal } from '#services/money/payments'
import { chargeTopUp, recordTopUp } from '#services/money/card_charges'
import { respondIdempotently } from '#services/platform/idempotency'
import { topUpValidator, withdrawalValidator } from '#validators/wallet'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { MoneyMessagesProvider } from '#validators/rules/card'
import WalletTransactionTransformer from '#transformers/wallet_transaction_transformer'
import { serialize } from '#transformers/serializer'

/** The signed-in customer's wallet: balance, ledger, top-ups by card, withdrawal requests. */
export default class WalletController {
  async show({ auth }: HttpContext) {
    return {
      balanceCents: await balanceOf(auth.getUserOrFail().id),
      currency: paymentsConfig.currency,
      topUp: paymentsConfig.topUp,
    }
  }

  async transactions({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listTransactions(auth.getUserOrFail().id, params), (rows) =>
      serialize(WalletTransactionTransformer.transform(rows))
    )
  }

  async topUp(ctx: HttpContext) {
    const { amountCents, card } = await ctx.request.validateUsing(topUpValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const userId = ctx.auth.getUserOrFail().id
    return respondIdempotently(
      ctx,
      { amountCents },
      async (trx, charged) => {
        const { wallet, transaction } = await recordTopUp(charged, trx)
        return {
          status: 201,
          body: {
            balanceCents: wallet.balanceCents,
            transaction: await serialize(WalletTransactionTransformer.transform(transaction)),
          },
        }
      },
      () => chargeTopUp(userId, amountCents, card, ctx.request.header('idempotency-key'))
    )
  }

  async withdraw(ctx: HttpContext) {
    const { amountCents } = await ctx.request.validateUsing(withdrawalValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const userId = ctx.auth.getUserOrFail().id
    return respondIdempotently(ctx, { amountCents }, async (trx) => {
      const { wallet, transaction } = await requestWithdrawal(userId, amountCents, trx)
      return {
        status: 201,
        body: {
          balanceCents: wallet.balanceCents,
          transaction: await serialize(WalletTransactionTransformer.transform(transaction)),
        },
      }
    })
  }
}
