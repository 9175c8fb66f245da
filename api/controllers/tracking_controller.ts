import type { HttpContext } from '@adonisjs/core/http'
import { findTrackedShipment } from '#services/parcels/tracking'
import ShipmentTransformer from '#transformers/shipment_transformer'
import { serialize } from '#transformers/serializer'

export default class TrackingController {
  async show({ params }: HttpContext) {
    const shipment = await findTrackedShipment(String(params.trackingNumber).trim())
    return serialize(ShipmentTransformer.transform(shipment).useVariant('forTracking'))
  }
}
