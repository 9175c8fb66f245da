import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import { findReturn, listReturns, requestReturn, returnTermsOf } from '#services/returns/returns'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { returnRequestValidator } from '#validators/return_request'
import ReturnTransformer, { termsOf } from '#transformers/return_transformer'
import { serialize } from '#transformers/serializer'

/** The customer's returns: ask inside the window, follow them to the refund. */
export default class ReturnsController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listReturns(params, auth.getUserOrFail().id), (rows) =>
      serialize(ReturnTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const returnRequest = await findReturn(Number(params.id), auth.getUserOrFail().id)
    return serialize(ReturnTransformer.transform(returnRequest))
  }

  /**
   * Before asking: what a return of this order would give back and until when, or why it
   * cannot be returned; the return itself once it was asked for.
   */
  async terms({ params, auth, i18n }: HttpContext) {
    const terms = await returnTermsOf(auth.getUserOrFail(), params.number)
    return {
      ...termsOf(terms.subject),
      canRequest: terms.refusal === null,
      refusal: terms.refusal && i18n.t(terms.refusal.messageKey, terms.refusal.values),
      return: terms.existing && (await serialize(ReturnTransformer.transform(terms.existing))),
    }
  }

  async store({ request, response, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const requested = await requestReturn(user, await request.validateUsing(returnRequestValidator))
    const returnRequest = await findReturn(requested.id, user.id)
    return created(response, await serialize(ReturnTransformer.transform(returnRequest)))
  }
}
