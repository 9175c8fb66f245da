import type { HttpContext } from '@adonisjs/core/http'
import {
  listShipments,
  loadShipmentDetails,
  SHIPMENT_FILTERS,
  SHIPMENT_SORTS,
} from '#services/consolidation'
import {
  addEvent,
  findShipmentForStaff,
  invoice,
  markDelivered,
  markShipped,
  pack,
  setTracking,
} from '#services/shipping_out'
import { listParams } from '#validators/list_query'
import {
  eventValidator,
  invoiceValidator,
  packValidator,
  trackingValidator,
} from '#validators/shipment'
import type Shipment from '#models/shipment'

async function detail(shipment: Shipment) {
  await loadShipmentDetails(shipment)
  return shipment.toJSONForStaff()
}

/** The warehouse's side of ship requests: pack, invoice, label, ship, record the way to delivery. */
export default class AdminShipmentsController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), SHIPMENT_SORTS, 'createdAt', SHIPMENT_FILTERS)
    const { rows, total } = await listShipments(params)
    response.header('x-total-count', total)
    return rows.map((shipment) => shipment.toJSONForStaff())
  }

  async show({ params }: HttpContext) {
    return detail(await findShipmentForStaff(params.number))
  }

  async pack({ params, request }: HttpContext) {
    return detail(await pack(params.number, await request.validateUsing(packValidator)))
  }

  async invoice({ params, request }: HttpContext) {
    return detail(await invoice(params.number, await request.validateUsing(invoiceValidator)))
  }

  async tracking({ params, request }: HttpContext) {
    return detail(await setTracking(params.number, await request.validateUsing(trackingValidator)))
  }

  async addEvent({ params, request, response }: HttpContext) {
    const event = await request.validateUsing(eventValidator)
    return response.created(await detail(await addEvent(params.number, event)))
  }

  async ship({ params }: HttpContext) {
    return detail(await markShipped(params.number))
  }

  async deliver({ params }: HttpContext) {
    return detail(await markDelivered(params.number))
  }
}
