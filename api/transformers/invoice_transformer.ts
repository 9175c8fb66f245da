import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'
import { isoOf } from '#models/columns'
import { cardOf } from '#transformers/shared'
import type { Subject } from '#domain/notifications'

/** A payment received; the card by brand and last four digits only. */
export class PaymentTransformer extends BaseTransformer<Payment> {
  toObject() {
    const payment = this.resource
    return {
      ...this.pick(payment, ['id', 'method', 'amountCents']),
      card: cardOf(payment),
      createdAt: isoOf(payment.createdAt.toUTC()),
    }
  }
}

/**
 * An invoice; lines and payment only when they were preloaded, and the record it bills when it was
 * looked up (the detail page).
 */
export default class InvoiceTransformer extends BaseTransformer<Invoice> {
  constructor(
    invoice: Invoice,
    private readonly about?: Subject | null
  ) {
    super(invoice)
  }

  toObject() {
    const invoice = this.resource
    const payment = invoice.$preloaded.payments ? invoice.payments[0] : undefined
    return {
      ...this.pick(invoice, ['number', 'status', 'subjectType', 'subjectId']),
      currency: 'USD',
      ...this.pick(invoice, ['totalCents', 'refundedCents']),
      createdAt: isoOf(invoice.createdAt.toUTC()),
      paidAt: invoice.paidAt?.toUTC().toISO() ?? null,
      voidedAt: invoice.voidedAt?.toUTC().toISO() ?? null,
      ...(invoice.$preloaded.lines !== undefined && {
        lines: invoice.lines.map((line) => ({
          kind: line.kind,
          description: line.description,
          amountCents: line.amountCents,
        })),
      }),
      ...(invoice.$preloaded.payments !== undefined && {
        payment: payment ? new PaymentTransformer(payment).toObject() : null,
      }),
      ...(this.about !== undefined && { about: this.about }),
    }
  }

  /** Staff also see whose it is. */
  forStaff() {
    return { ...this.toObject(), userId: this.resource.userId }
  }
}
