import type { HttpContext } from '@adonisjs/core/http'
import { publicTracking } from '#services/parcels/tracking'

export default class TrackingController {
  async show({ params }: HttpContext) {
    return publicTracking(String(params.trackingNumber).trim())
  }
}
