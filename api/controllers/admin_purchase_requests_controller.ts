import type { HttpContext } from '@adonisjs/core/http'
import {
  findPurchaseRequestForStaff,
  listPurchaseRequests,
  markPurchased,
  PURCHASE_REQUEST_FILTERS,
  PURCHASE_REQUEST_SORTS,
  quotePurchaseRequest,
} from '#services/purchase_assistance'
import { listParams } from '#validators/list_query'
import { purchasedValidator, quoteValidator } from '#validators/purchase_request'

async function staffView(id: number) {
  const purchaseRequest = await findPurchaseRequestForStaff(id)
  return purchaseRequest.toJSONForStaff()
}

/** Purchase assistance, the back office's side: quote (→ invoice), mark bought (→ order). */
export default class AdminPurchaseRequestsController {
  async index({ request, response }: HttpContext) {
    const params = listParams(
      request.qs(),
      PURCHASE_REQUEST_SORTS,
      'createdAt',
      PURCHASE_REQUEST_FILTERS
    )
    const { rows, total } = await listPurchaseRequests(params)
    response.header('x-total-count', total)
    return rows.map((purchaseRequest) => purchaseRequest.toJSONForStaff())
  }

  async show({ params }: HttpContext) {
    return staffView(params.id)
  }

  async quote({ params, request }: HttpContext) {
    const { domesticShippingCents } = await request.validateUsing(quoteValidator)
    await quotePurchaseRequest(params.id, domesticShippingCents)
    return staffView(params.id)
  }

  async purchased({ params, request, auth }: HttpContext) {
    const outcome = await request.validateUsing(purchasedValidator)
    await markPurchased(params.id, outcome, auth.getUserOrFail())
    return staffView(params.id)
  }
}
