import { BaseTransformer } from '@adonisjs/core/transformers'
import type PurchaseRequest from '#models/purchase_request'
import { isoOf } from '#models/columns'
import { customerOf, invoiceSummary } from '#transformers/shared'

/** The quote staff sent: its three charges are set together, when it is quoted. */
function quoteOf({
  quotedAt,
  itemsCents,
  feeCents,
  salesTaxCents,
  domesticShippingCents,
}: PurchaseRequest) {
  if (!quotedAt || feeCents === null || salesTaxCents === null || domesticShippingCents === null)
    return null
  const totalCents = itemsCents + feeCents + salesTaxCents + domesticShippingCents
  return { itemsCents, feeCents, salesTaxCents, domesticShippingCents, totalCents }
}

/** A purchase-assistance request; items, invoice and order when they were preloaded. */
export default class PurchaseRequestTransformer extends BaseTransformer<PurchaseRequest> {
  toObject() {
    const request = this.resource
    return {
      id: request.id,
      status: request.status,
      storeState: request.storeState,
      notes: request.notes,
      quote: quoteOf(request),
      itemsCents: request.itemsCents,
      refundedCents: request.refundedCents,
      createdAt: isoOf(request.createdAt),
      quotedAt: request.quotedAt?.toISO() ?? null,
      acceptedAt: request.acceptedAt?.toISO() ?? null,
      paidAt: request.paidAt?.toISO() ?? null,
      purchasedAt: request.purchasedAt?.toISO() ?? null,
      ...(request.$preloaded.items !== undefined && {
        items: request.items.map((item) => ({
          id: item.id,
          url: item.url,
          name: item.name,
          options: item.options,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          bought: item.bought,
        })),
      }),
      ...(request.$preloaded.invoice !== undefined && {
        invoice: request.invoice ? invoiceSummary(request.invoice) : null,
      }),
      ...(request.$preloaded.order !== undefined && {
        orderNumber: request.order ? request.order.number : null,
      }),
    }
  }

  /** Staff also see whose it is. */
  forStaff() {
    const request = this.resource
    return {
      ...this.toObject(),
      ...customerOf(request),
    }
  }
}
