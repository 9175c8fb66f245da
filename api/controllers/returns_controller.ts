import type { HttpContext } from '@adonisjs/core/http'
import { findReturn, listReturns, requestReturn, RETURN_LIST } from '#services/returns/returns'
import { listParams } from '#validators/list_query'
import { sendPage } from '#services/platform/lists'
import { returnRequestValidator } from '#validators/return_request'
import ReturnTransformer from '#transformers/return_transformer'
import { serialize } from '#transformers/serializer'

/** The customer's returns: ask inside the window, follow them to the refund. */
export default class ReturnsController {
  async index({ request, response, auth }: HttpContext) {
    const params = listParams(request.qs(), RETURN_LIST)
    return sendPage(response, await listReturns(params, auth.getUserOrFail().id), (rows) =>
      serialize(ReturnTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const returnRequest = await findReturn(Number(params.id), auth.getUserOrFail().id)
    return serialize(ReturnTransformer.transform(returnRequest))
  }

  async store({ request, response, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const created = await requestReturn(user, await request.validateUsing(returnRequestValidator))
    const returnRequest = await findReturn(created.id, user.id)
    return response.created(await serialize(ReturnTransformer.transform(returnRequest)))
  }
}
