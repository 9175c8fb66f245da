/**
 * What an invoice was for, by the numbers the customer knows it by: the shipment and the packages
 * in its box, or the purchase request and the order (and the package it arrived in) it became. The
 * receipt links back to each of them.
 */
import type Invoice from '#models/invoice'
import Order from '#models/order'
import Package from '#models/package'
import Shipment from '#models/shipment'

export type InvoiceSubject = {
  shipmentNumber: string | null
  packageNumbers: string[]
  purchaseRequestId: number | null
  orderNumber: string | null
}

const NOTHING: InvoiceSubject = {
  shipmentNumber: null,
  packageNumbers: [],
  purchaseRequestId: null,
  orderNumber: null,
}

export async function subjectOf(invoice: Invoice): Promise<InvoiceSubject> {
  if (invoice.subjectId === null) return NOTHING
  if (invoice.subjectType === 'shipment') {
    const shipment = await Shipment.query()
      .where({ id: invoice.subjectId, userId: invoice.userId })
      .preload('packages', (packages) => packages.orderBy('number'))
      .first()
    if (!shipment) return NOTHING
    return {
      ...NOTHING,
      shipmentNumber: shipment.number,
      packageNumbers: shipment.packages.map((pkg) => pkg.number),
    }
  }
  if (invoice.subjectType === 'purchase_request') {
    const order = await Order.query()
      .where({ purchaseRequestId: invoice.subjectId, userId: invoice.userId })
      .first()
    const pkg = order?.packageId ? await Package.find(order.packageId) : null
    return {
      ...NOTHING,
      purchaseRequestId: invoice.subjectId,
      orderNumber: order?.number ?? null,
      packageNumbers: pkg ? [pkg.number] : [],
    }
  }
  return NOTHING
}
