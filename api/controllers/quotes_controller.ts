import type { HttpContext } from '@adonisjs/core/http'
import { declaredGoods } from '#services/parcels/landed_cost'
import { quoteParcel } from '#services/parcels/parcel_quote'
import { quoteValidator } from '#validators/quote'

export default class QuotesController {
  async store({ request }: HttpContext) {
    const { declaredValueCents, category, rulesOn, ...parcel } =
      await request.validateUsing(quoteValidator)
    return quoteParcel(parcel, declaredGoods(declaredValueCents, category), rulesOn)
  }
}
