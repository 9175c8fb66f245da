import type { HttpContext } from '@adonisjs/core/http'
import {
  cancelShipment,
  proposeLatinAddress,
  quoteShipRequest,
  requestShipment,
} from '#services/parcels/ship_requests'
import { findOwnShipment, listShipments, loadShipmentDetails } from '#services/parcels/shipments'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import {
  latinAddressValidator,
  shipmentQuoteValidator,
  shipRequestValidator,
} from '#validators/shipment'
import ShipmentTransformer from '#transformers/shipment_transformer'
import { serialize } from '#transformers/serializer'
import { respondIdempotently } from '#services/platform/idempotency'

/** The customer's ship requests (outbound shipments), from request to delivery. */
export default class ShipmentsController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listShipments(params, auth.getUserOrFail().id), (rows) =>
      serialize(ShipmentTransformer.transform(rows))
    )
  }

  async show({ params, auth }: HttpContext) {
    const shipment = await findOwnShipment(auth.getUserOrFail(), params.number)
    await loadShipmentDetails(shipment)
    return serialize(ShipmentTransformer.transform(shipment))
  }

  /** Prices per service for the packages in one box, with the saving of each: nothing is saved. */
  async quote({ request, auth }: HttpContext) {
    const { packageNumbers, declaredValueCents, category, ...destination } =
      await request.validateUsing(shipmentQuoteValidator)
    return quoteShipRequest(auth.getUserOrFail(), packageNumbers, destination, {
      declaredValueCents,
      category,
    })
  }

  /** The destination spelt in Latin letters for carriers, for the customer to confirm. */
  async latinAddress({ request, auth }: HttpContext) {
    const input = await request.validateUsing(latinAddressValidator)
    return { latinAddress: await proposeLatinAddress(auth.getUserOrFail(), input) }
  }

  /** Once per Idempotency-Key: a retry gets the first answer, the shipment it made. */
  async store(ctx: HttpContext) {
    const shipRequest = await ctx.request.validateUsing(shipRequestValidator)
    const user = ctx.auth.getUserOrFail()
    return respondIdempotently(ctx, shipRequest, async (trx) => {
      const shipment = await requestShipment(user, shipRequest, trx)
      await loadShipmentDetails(shipment)
      return { status: 201, body: await serialize(ShipmentTransformer.transform(shipment)) }
    })
  }

  async cancel({ params, auth }: HttpContext) {
    const shipment = await cancelShipment(auth.getUserOrFail(), params.number)
    await loadShipmentDetails(shipment)
    return serialize(ShipmentTransformer.transform(shipment))
  }
}
