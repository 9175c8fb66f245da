import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { checkCarrierLimits } from '#services/parcels/rating'
import { declaredGoods } from '#services/parcels/landed_cost'
import { quoteParcel } from '#services/parcels/parcel_quote'
import { quoteValidator } from '#validators/quote'

/* The measurement a carrier limit is about, for the form to point at. */
const FIELD_OF_LIMIT = {
  weight_limit: 'weightLb',
  length_limit: 'lengthIn',
  length_girth_limit: 'lengthIn',
} as const

export default class QuotesController {
  async store({ request }: HttpContext) {
    const { declaredValueCents, category, ...parcel } = await request.validateUsing(quoteValidator)
    const [violation] = checkCarrierLimits(parcel)
    if (violation) {
      throw new DomainError(
        422,
        `parcels.carrierLimit.${violation.code}`,
        { limit: violation.limit, actual: violation.actual },
        FIELD_OF_LIMIT[violation.code]
      )
    }
    return quoteParcel(parcel, declaredGoods(declaredValueCents, category))
  }
}
