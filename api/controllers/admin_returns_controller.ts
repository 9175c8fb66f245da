import type { HttpContext } from '@adonisjs/core/http'
import {
  approveReturn,
  findReturn,
  inspectReturn,
  listReturns,
  markShippedBack,
  refundReturn,
  rejectReturn,
} from '#services/returns/returns'
import type ReturnRequest from '#models/return_request'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import {
  inspectReturnValidator,
  rejectReturnValidator,
  shippedBackValidator,
} from '#validators/return_request'
import ReturnTransformer from '#transformers/return_transformer'
import { forStaff } from '#transformers/serializer'
import { respondIdempotently } from '#services/platform/idempotency'

type StaffReturn = ReturnType<ReturnTransformer['forStaff']>
const CSV_COLUMNS = fieldColumns<StaffReturn>(
  'id',
  'status',
  'orderNumber',
  'shipmentNumber',
  'customer',
  'reason',
  'rejectionReason',
  'trackingNumber',
  'invoiceCents',
  'refundCents',
  'restockingFeeCents',
  'createdAt',
  'refundedAt'
)

const detail = async (request: ReturnRequest) =>
  forStaff(ReturnTransformer, await findReturn(request.id))

/** Staff decide on returns, record the parcel coming back and its inspection, and refund. */
export default class AdminReturnsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listReturns,
      present: (rows) => forStaff(ReturnTransformer, rows),
      filename: 'returns.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    return forStaff(ReturnTransformer, await findReturn(Number(params.id)))
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

  /** Once: a retry with the same Idempotency-Key gets the first answer, any other a 409. */
  async refund(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    return respondIdempotently(ctx, { id }, async (trx) => {
      await refundReturn(id, trx)
      return {
        status: 200,
        body: await forStaff(ReturnTransformer, await findReturn(id, undefined, trx)),
      }
    })
  }
}
