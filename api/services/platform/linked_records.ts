/**
 * The records one record names, as their customer knows them (by number), so that each page links
 * to the others: an invoice to what it bills, an order to its invoice and the package it came in,
 * a package to its shipment and the order it holds.
 */
import Invoice from '#models/invoice'
import Order from '#models/order'
import Package from '#models/package'
import Shipment from '#models/shipment'
import type { Subject } from '#domain/notifications'

/**
 * The record an invoice bills: the shipment, or for a purchase the order we placed with it (the
 * purchase request while nothing is bought yet). Null for one that bills nothing of the
 * customer's own.
 */
export async function recordBilledBy(invoice: Invoice): Promise<Subject | null> {
  if (invoice.subjectId === null) return null
  if (invoice.subjectType === 'shipment') {
    const shipment = await Shipment.find(invoice.subjectId)
    return shipment && { kind: 'shipment', key: shipment.number }
  }
  if (invoice.subjectType === 'purchase_request') {
    const order = await Order.findBy('purchaseRequestId', invoice.subjectId)
    return order
      ? { kind: 'order', key: order.number }
      : { kind: 'purchase_request', key: String(invoice.subjectId) }
  }
  return null
}

/** An order bought for the customer: the invoice they paid for it, and the package it arrived as. */
export async function recordsNamedByOrder(order: Order): Promise<Subject[]> {
  const named: Subject[] = []
  if (order.purchaseRequestId !== null) {
    const invoice = await Invoice.query()
      .where({ subjectType: 'purchase_request', subjectId: order.purchaseRequestId })
      .orderBy('id', 'desc')
      .first()
    if (invoice) named.push({ kind: 'invoice', key: invoice.number })
  }
  if (order.packageId !== null) {
    const pkg = await Package.find(order.packageId)
    if (pkg) named.push({ kind: 'package', key: pkg.number })
  }
  return named
}

/**
 * A package: the shipment taking it (a cancelled request gave it back to storage, so it is not
 * named), the invoice of that shipment, and the order it holds when we bought its contents.
 */
export async function recordsNamedByPackage(pkg: Package): Promise<Subject[]> {
  const named: Subject[] = []
  const shipment = await Shipment.query()
    .whereHas('packages', (packages) => packages.where('packages.id', pkg.id))
    .whereNot('status', 'cancelled')
    .orderBy('id', 'desc')
    .preload('invoice')
    .first()
  if (shipment) {
    named.push({ kind: 'shipment', key: shipment.number })
    if (shipment.invoice) named.push({ kind: 'invoice', key: shipment.invoice.number })
  }
  const order = await Order.findBy('packageId', pkg.id)
  if (order) named.push({ kind: 'order', key: order.number })
  return named
}
