import { BaseTransformer } from '@adonisjs/core/transformers'
import type ReturnRequest from '#models/return_request'
import type Invoice from '#models/invoice'
import { refundOf, requestWindowClosesAt, shipBackWindowClosesAt } from '#domain/returns'
import { subjectOf, type ReturnSubject } from '#services/returns/returns'
import { isoOf } from '#models/columns'
import { customerReference, preloaded } from '#transformers/shared'

const invoiceOf = (invoice: Invoice | null) =>
  invoice && {
    number: invoice.number,
    totalCents: invoice.totalCents,
    status: invoice.status,
    refundedCents: invoice.refundedCents,
  }

/**
 * What a return is counted on: the order's invoice, the cents the refund is a share of, and the
 * refund and restocking fee it gives (or gave) back.
 */
export const termsOf = (subject: ReturnSubject) => ({
  orderNumber: subject.order?.number ?? null,
  invoice: invoiceOf(subject.invoice),
  invoiceCents: subject.invoiceCents,
  expected: subject.invoiceCents === null ? null : refundOf(subject.invoiceCents),
  deliveredAt: subject.deliveredAt?.toUTC().toISO() ?? null,
  requestWindowClosesAt: requestWindowClosesAt(subject)?.toUTC().toISO() ?? null,
})

/** A return (its order or, for one asked for before returns were of orders, its shipment, preloaded). */
export default class ReturnTransformer extends BaseTransformer<ReturnRequest> {
  toObject() {
    const request = this.resource
    return {
      id: request.id,
      status: request.status,
      ...termsOf(subjectOf({ order: request.order ?? null, shipment: request.shipment ?? null })),
      shipmentNumber: preloaded(request, 'shipment')?.number ?? null,
      reason: request.reason,
      rejectionReason: request.rejectionReason,
      trackingNumber: request.trackingNumber,
      inspectionNotes: request.inspectionNotes,
      refundCents: request.refundCents,
      restockingFeeCents: request.restockingFeeCents,
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
