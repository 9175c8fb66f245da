import { InvoiceSchema } from '#database/schema'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import InvoiceLine from '#models/invoice_line'
import Payment from '#models/payment'
import { isoOf } from '#models/columns'
import type { InvoiceStatus } from '#domain/money'

export default class Invoice extends InvoiceSchema {
  @column()
  declare status: InvoiceStatus

  @hasMany(() => InvoiceLine)
  declare lines: HasMany<typeof InvoiceLine>

  @hasMany(() => Payment)
  declare payments: HasMany<typeof Payment>

  /** What a refund may still return: an invoice is always paid in full, once. */
  get refundableCents() {
    return this.status === 'paid' || this.status === 'refunded'
      ? this.totalCents - this.refundedCents
      : 0
  }

  /** The customer's view; lines and payment only when they were preloaded (the detail page). */
  toJSONForCustomer() {
    const payment = this.$preloaded.payments ? this.payments[0] : undefined
    return {
      number: this.number,
      status: this.status,
      subjectType: this.subjectType,
      subjectId: this.subjectId,
      currency: 'USD',
      totalCents: this.totalCents,
      refundedCents: this.refundedCents,
      createdAt: isoOf(this.createdAt.toUTC()),
      paidAt: this.paidAt?.toUTC().toISO() ?? null,
      voidedAt: this.voidedAt?.toUTC().toISO() ?? null,
      ...(this.$preloaded.lines !== undefined && {
        lines: this.lines.map((line) => ({
          kind: line.kind,
          description: line.description,
          amountCents: line.amountCents,
        })),
      }),
      ...(this.$preloaded.payments !== undefined && {
        payment: payment?.toJSONForCustomer() ?? null,
      }),
    }
  }
}
