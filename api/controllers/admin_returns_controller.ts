import type { HttpContext } from '@adonisjs/core/http'
import {
  approveReturn,
  findReturn,
  inspectReturn,
  listReturns,
  markShippedBack,
  presentReturnForStaff,
  refundReturn,
  rejectReturn,
  RETURN_FILTERS,
  RETURN_SORTS,
} from '#services/returns'
import type ReturnRequest from '#models/return_request'
import { listParams } from '#validators/list_query'
import {
  inspectReturnValidator,
  rejectReturnValidator,
  shippedBackValidator,
} from '#validators/return_request'

const detail = async (request: ReturnRequest) => presentReturnForStaff(await findReturn(request.id))

/** Staff decide on returns, record the parcel coming back and its inspection, and refund. */
export default class AdminReturnsController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), RETURN_SORTS, 'createdAt', RETURN_FILTERS)
    const { rows, total } = await listReturns(params)
    response.header('x-total-count', total)
    return rows.map(presentReturnForStaff)
  }

  async show({ params }: HttpContext) {
    return presentReturnForStaff(await findReturn(Number(params.id)))
  }

  async approve({ params }: HttpContext) {
    return detail(await approveReturn(Number(params.id)))
  }

  async reject({ params, request }: HttpContext) {
    const { reason } = await request.validateUsing(rejectReturnValidator)
    return detail(await rejectReturn(Number(params.id), reason))
  }

  async shippedBack({ params, request }: HttpContext) {
    const { trackingNumber } = await request.validateUsing(shippedBackValidator)
    return detail(await markShippedBack(Number(params.id), trackingNumber))
  }

  async inspect({ params, request }: HttpContext) {
    const { notes } = await request.validateUsing(inspectReturnValidator)
    return detail(await inspectReturn(Number(params.id), notes))
  }

  async refund({ params }: HttpContext) {
    return detail(await refundReturn(Number(params.id)))
  }
}
