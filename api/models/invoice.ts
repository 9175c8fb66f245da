import { InvoiceSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import InvoiceLine from '#models/invoice_line'
import Payment from '#models/payment'
import User from '#models/user'
import type { InvoiceStatus } from '#domain/money'

export default class Invoice extends InvoiceSchema {
  @column() declare status: InvoiceStatus
  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @hasMany(() => InvoiceLine) declare lines: HasMany<typeof InvoiceLine>
  @hasMany(() => Payment) declare payments: HasMany<typeof Payment>

  /** What a refund may still return: an invoice is always paid in full, once. */
  get refundableCents() {
    return this.status === 'paid' || this.status === 'refunded'
      ? this.totalCents - this.refundedCents
      : 0
  }
}
