import { BaseTransformer } from '@adonisjs/core/transformers'
import type ReturnRequest from '#models/return_request'
import { requestWindowClosesAt, shipBackWindowClosesAt } from '#domain/returns'
import { isoOf } from '#models/columns'
import { customerReference } from '#transformers/shared'

/** A return (shipment and its invoice preloaded): where it stands, its deadlines, and the money. */
export default class ReturnTransformer extends BaseTransformer<ReturnRequest> {
  toObject() {
    const request = this.resource
    const { shipment } = request
    const invoice = shipment.invoice
    return {
      id: request.id,
      status: request.status,
      shipmentNumber: shipment.number,
      reason: request.reason,
      rejectionReason: request.rejectionReason,
      trackingNumber: request.trackingNumber,
      inspectionNotes: request.inspectionNotes,
      invoice: invoice ? { number: invoice.number, totalCents: invoice.totalCents } : null,
      refundCents: request.refundCents,
      restockingFeeCents: request.restockingFeeCents,
      deliveredAt: shipment.deliveredAt?.toUTC().toISO() ?? null,
      requestWindowClosesAt: requestWindowClosesAt(shipment)?.toUTC().toISO() ?? null,
      shipBackWindowClosesAt: shipBackWindowClosesAt(request)?.toUTC().toISO() ?? null,
      createdAt: isoOf(request.createdAt.toUTC()),
      approvedAt: request.approvedAt?.toUTC().toISO() ?? null,
      rejectedAt: request.rejectedAt?.toUTC().toISO() ?? null,
      shippedBackAt: request.shippedBackAt?.toUTC().toISO() ?? null,
      inspectedAt: request.inspectedAt?.toUTC().toISO() ?? null,
      refundedAt: request.refundedAt?.toUTC().toISO() ?? null,
    }
  }

  /** Staff also see whose it is (its user preloaded). */
  forStaff() {
    return { ...this.toObject(), customer: customerReference(this.resource.user) }
  }
}
