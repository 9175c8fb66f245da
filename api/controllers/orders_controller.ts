import type { HttpContext } from '@adonisjs/core/http'
import { cancelOwnOrder, findOwnOrder, listOrders } from '#services/orders/orders'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { recordsNamedByOrder } from '#services/platform/linked_records'
import OrderTransformer from '#transformers/order_transformer'
import { serialize } from '#transformers/serializer'

/** The customer's orders: list, view with items, addresses, history and tracking, cancel. */
export default class OrdersController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listOrders(params, auth.getUserOrFail().id), (rows) =>
      serialize(OrderTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const order = await findOwnOrder(auth.getUserOrFail().id, params.number)
    return serialize(OrderTransformer.transform(order, await recordsNamedByOrder(order)))
  }

  async cancel({ params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    await cancelOwnOrder(user, params.number)
    const order = await findOwnOrder(user.id, params.number)
    return serialize(OrderTransformer.transform(order))
  }
}
