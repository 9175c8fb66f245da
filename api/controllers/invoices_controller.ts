import type { HttpContext } from '@adonisjs/core/http'
import { findCustomerInvoice, listInvoices } from '#services/money/invoicing'
import { recordBilledBy } from '#services/platform/linked_records'
import { payInvoiceFromWallet } from '#services/money/payments'
import { chargeInvoice, payInvoiceByCard, refundUnrecorded } from '#services/money/card_charges'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'
import { subjectOf } from '#services/money/invoice_subjects'
import { respondIdempotently } from '#services/platform/idempotency'
import { payInvoiceValidator } from '#validators/invoice'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { MoneyMessagesProvider } from '#validators/rules/card'
import InvoiceTransformer, { PaymentTransformer } from '#transformers/invoice_transformer'
import { serialize } from '#transformers/serializer'

/** The signed-in customer's invoices. */
export default class InvoicesController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listInvoices(auth.getUserOrFail().id, params), (rows) =>
      serialize(InvoiceTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const invoice = await findCustomerInvoice(auth.getUserOrFail().id, params.number)
    return serialize(
      InvoiceTransformer.transform(invoice, await subjectOf(invoice), await recordBilledBy(invoice))
    )
  }

  async pay(ctx: HttpContext) {
    const choice = await ctx.request.validateUsing(payInvoiceValidator, {
      messagesProvider: new MoneyMessagesProvider(ctx.i18n),
    })
    const userId = ctx.auth.getUserOrFail().id
    const { number } = ctx.params
    const paid = async ({ invoice, payment }: { invoice: Invoice; payment: Payment }) => ({
      status: 200 as const,
      body: {
        invoice: await serialize(InvoiceTransformer.transform(invoice)),
        payment: await serialize(PaymentTransformer.transform(payment)),
      },
    })
    if (choice.method === 'wallet') {
      return respondIdempotently(ctx, { method: choice.method }, async (trx) =>
        paid(await payInvoiceFromWallet(userId, number, trx))
      )
    }
    return respondIdempotently(
      ctx,
      { method: choice.method },
      async (trx, charged) => paid(await payInvoiceByCard(charged, trx)),
      () => chargeInvoice(userId, number, choice.card, ctx.request.header('idempotency-key')),
      refundUnrecorded
    )
  }
}
