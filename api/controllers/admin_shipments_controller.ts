import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import { listShipments, loadShipmentDetails } from '#services/parcels/shipments'
import {
  addEvent,
  findShipmentForStaff,
  invoice,
  markDelivered,
  markShipped,
  pack,
  setTracking,
} from '#services/parcels/shipping_out'
import { commercialInvoice, shipmentLabel } from '#services/parcels/carrier_documents'
import { recordDutiesBill } from '#services/parcels/duties_paid_up_front'
import { type CsvColumn, respondWithList, fieldColumns } from '#services/platform/csv'
import {
  dutiesBillValidator,
  eventValidator,
  invoiceValidator,
  packValidator,
  trackingValidator,
} from '#validators/shipment'
import type Shipment from '#models/shipment'
import ShipmentTransformer from '#transformers/shipment_transformer'
import { forStaff } from '#transformers/serializer'

type StaffShipment = ReturnType<ShipmentTransformer['forStaff']>
const CSV_COLUMNS: CsvColumn<StaffShipment>[] = [
  ...fieldColumns<StaffShipment>('number', 'status', 'service', 'customer'),
  { header: 'recipientName', value: (shipment) => shipment.address.recipientName },
  { header: 'city', value: (shipment) => shipment.address.city },
  { header: 'country', value: (shipment) => shipment.address.country },
  ...fieldColumns<StaffShipment>(
    'estimatedPriceCents',
    'shippingCents',
    'carrier',
    'trackingNumber',
    'createdAt',
    'shippedAt',
    'deliveredAt'
  ),
]

async function detail(shipment: Shipment) {
  await loadShipmentDetails(shipment)
  return forStaff(ShipmentTransformer, shipment)
}

/** The warehouse's side of ship requests: pack, invoice, label, ship, record the way to delivery. */
export default class AdminShipmentsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listShipments,
      present: (rows) => forStaff(ShipmentTransformer, rows),
      filename: 'shipments.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    return detail(await findShipmentForStaff(params.number))
  }

  /**
   * The 4x6 carrier label, the address in Latin letters, inline for the browser to print; made
   * before the PDF headers are set, so that a refusal (409 before payment) is answered as JSON.
   */
  async label({ params, response }: HttpContext) {
    const shipment = await findShipmentForStaff(params.number)
    const pdf = await shipmentLabel(shipment)
    response.header('content-type', 'application/pdf')
    response.header('content-disposition', `inline; filename="${shipment.number}-label.pdf"`)
    return pdf
  }

  /** The commercial invoice customs read, the consignee in Latin letters; made like the label. */
  async commercialInvoice({ params, response }: HttpContext) {
    const shipment = await findShipmentForStaff(params.number)
    const pdf = await commercialInvoice(shipment)
    response.header('content-type', 'application/pdf')
    response.header('content-disposition', `inline; filename="${shipment.number}-invoice.pdf"`)
    return pdf
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
    return created(response, await detail(await addEvent(params.number, event)))
  }

  async ship({ params }: HttpContext) {
    return detail(await markShipped(params.number))
  }

  async deliver({ params }: HttpContext) {
    return detail(await markDelivered(params.number))
  }

  /** What the carrier billed for a DDP shipment's duties and taxes, settled against its invoice. */
  async dutiesBill({ params, request }: HttpContext) {
    const { billedCents } = await request.validateUsing(dutiesBillValidator)
    return detail(await recordDutiesBill(params.number, billedCents))
  }
}
