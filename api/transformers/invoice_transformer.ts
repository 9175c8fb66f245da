import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'
import { isoOf } from '#models/columns'
import { cardOf, customerReference } from '#transformers/shared'
import type { InvoiceSubject } from '#services/money/invoice_subjects'
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
 * An invoice; lines and payment only when they were preloaded; on the detail page, what it was
 * for and the record it bills.
 */
export default class InvoiceTransformer extends BaseTransformer<Invoice> {
  constructor(
    invoice: Invoice,
    private readonly subject?: InvoiceSubject,
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
      ...(this.subject !== undefined && { paidFor: this.subject }),
      ...(this.about !== undefined && { about: this.about }),
    }
  }

  /** Staff also see whose it is: by name and suite where the customer was loaded. */
  forStaff() {
    const invoice = this.resource
    return {
      ...this.toObject(),
      userId: invoice.userId,
      ...(invoice.$preloaded.user !== undefined && { customer: customerReference(invoice.user) }),
    }
  }
}
