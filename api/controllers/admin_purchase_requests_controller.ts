import type { HttpContext } from '@adonisjs/core/http'
import {
  findPurchaseRequestForStaff,
  listPurchaseRequests,
  markPurchased,
  quotePurchaseRequest,
} from '#services/orders/purchase_assistance'
import { purchasedValidator, quoteValidator } from '#validators/purchase_request'
import { type CsvColumn, respondWithList, fieldColumns } from '#services/platform/csv'
import PurchaseRequestTransformer from '#transformers/purchase_request_transformer'
import { forStaff } from '#transformers/serializer'

type StaffPurchaseRequest = ReturnType<PurchaseRequestTransformer['forStaff']>
const CSV_COLUMNS: CsvColumn<StaffPurchaseRequest>[] = [
  ...fieldColumns<StaffPurchaseRequest>('id', 'status', 'customer', 'storeState', 'itemsCents'),
  { header: 'quoteTotalCents', value: (request) => request.quote?.totalCents },
  ...fieldColumns<StaffPurchaseRequest>(
    'refundedCents',
    'notes',
    'createdAt',
    'quotedAt',
    'paidAt',
    'purchasedAt'
  ),
]

/** The record as the back office shows it. */
const staffView = async (id: number) =>
  forStaff(PurchaseRequestTransformer, await findPurchaseRequestForStaff(id))

/** Purchase assistance, the back office's side: quote (→ invoice), mark bought (→ order). */
export default class AdminPurchaseRequestsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listPurchaseRequests,
      present: (rows) => forStaff(PurchaseRequestTransformer, rows),
      filename: 'purchase-requests.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    return staffView(params.id)
  }

  async quote({ params, request }: HttpContext) {
    await quotePurchaseRequest(params.id, await request.validateUsing(quoteValidator))
    return staffView(params.id)
  }

  async purchased({ params, request, auth }: HttpContext) {
    const outcome = await request.validateUsing(purchasedValidator)
    await markPurchased(params.id, outcome, auth.getUserOrFail())
    return staffView(params.id)
  }
}
