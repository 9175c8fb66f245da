import type { HttpContext } from '@adonisjs/core/http'
import {
  changeOrderStatus,
  deleteOrder,
  findOrderForStaff,
  linkPackage,
  listOrders,
  ORDER_FILTERS,
  ORDER_SORTS,
} from '#services/orders'
import { listParams } from '#validators/list_query'
import { linkPackageValidator, orderStatusValidator } from '#validators/order'

async function staffView(number: string) {
  const order = await findOrderForStaff(number)
  return order.toJSONForStaff()
}

/** The back office's orders: list, show, move through the state machine, link a package. */
export default class AdminOrdersController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), ORDER_SORTS, 'createdAt', ORDER_FILTERS)
    const { rows, total } = await listOrders(params)
    response.header('x-total-count', total)
    return rows.map((order) => order.toJSONForStaff())
  }

  async show({ params }: HttpContext) {
    return staffView(params.number)
  }

  async changeStatus({ params, request, auth }: HttpContext) {
    const { status, reason } = await request.validateUsing(orderStatusValidator)
    await changeOrderStatus(params.number, status, auth.getUserOrFail(), reason ?? null)
    return staffView(params.number)
  }

  async linkPackage({ params, request, auth }: HttpContext) {
    const { packageNumber } = await request.validateUsing(linkPackageValidator)
    await linkPackage(params.number, packageNumber, auth.getUserOrFail())
    return staffView(params.number)
  }

  async destroy({ params, response }: HttpContext) {
    await deleteOrder(params.number)
    return response.noContent()
  }
}
