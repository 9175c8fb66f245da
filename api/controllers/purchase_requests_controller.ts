import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import {
  acceptQuote,
  findOwnPurchaseRequest,
  listPurchaseRequests,
  submitPurchaseRequest,
} from '#services/orders/purchase_assistance'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { purchaseRequestValidator } from '#validators/purchase_request'
import PurchaseRequestTransformer from '#transformers/purchase_request_transformer'
import { serialize } from '#transformers/serializer'

/** Purchase assistance, the customer's side: ask, follow, accept the quote (then pay its invoice). */
export default class PurchaseRequestsController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listPurchaseRequests(params, auth.getUserOrFail().id), (rows) =>
      serialize(PurchaseRequestTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const purchaseRequest = await findOwnPurchaseRequest(auth.getUserOrFail().id, params.id)
    return serialize(PurchaseRequestTransformer.transform(purchaseRequest))
  }

  async store({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(purchaseRequestValidator)
    const purchaseRequest = await submitPurchaseRequest(auth.getUserOrFail(), input)
    return created(response, await serialize(PurchaseRequestTransformer.transform(purchaseRequest)))
  }

  async accept({ params, auth }: HttpContext) {
    const purchaseRequest = await acceptQuote(auth.getUserOrFail(), params.id)
    return {
      ...(await serialize(PurchaseRequestTransformer.transform(purchaseRequest))),
      invoiceNumber: purchaseRequest.invoice.number,
    }
  }
}
