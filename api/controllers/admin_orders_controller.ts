import type { HttpContext } from '@adonisjs/core/http'
import { noContent } from '#services/platform/answers'
import {
  changeOrderStatus,
  deleteOrder,
  findOrderForStaff,
  linkPackage,
  listOrders,
  orderBatches,
} from '#services/orders/orders'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { linkPackageValidator, orderStatusValidator } from '#validators/order'
import OrderTransformer from '#transformers/order_transformer'
import { forStaff } from '#transformers/serializer'

type StaffOrder = ReturnType<OrderTransformer['forStaff']>
const CSV_COLUMNS = fieldColumns<StaffOrder>(
  'number',
  'date',
  'status',
  'customer',
  'totalCents',
  'inboundTracking'
)

/** The record as the back office shows it. */
const staffView = async (number: string) =>
  forStaff(OrderTransformer, await findOrderForStaff(number))

/** The back office's orders: list, show, move through the state machine, link a package. */
export default class AdminOrdersController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listOrders,
      batches: orderBatches,
      present: (rows) => forStaff(OrderTransformer, rows),
      filename: 'orders.csv',
      columns: CSV_COLUMNS,
    })
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
    return noContent(response)
  }
}
