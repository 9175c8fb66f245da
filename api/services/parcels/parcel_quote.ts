/**
 * What a customer asks the calculator: the price of a parcel with each service, what it costs
 * delivered when the goods are declared (by the duty rules of the day asked, or today's), and how to pay less when it is billed for air.
 */
import { quoteWithinLimits, type QuoteRequest } from '#services/parcels/rating'
import { withLandedCost, type DeclaredGoods, type RulesDay } from '#services/parcels/landed_cost'
import { repackAdvice } from '#services/parcels/repacking'

export function quoteParcel(
  request: QuoteRequest,
  goods: readonly DeclaredGoods[],
  rulesOn?: RulesDay
) {
  const result = quoteWithinLimits(request, { kind: 'parcel' })
  return {
    ...withLandedCost(result, request.country, goods, rulesOn),
    repack: repackAdvice(request, request, result.quotes),
  }
}
