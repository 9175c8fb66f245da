import { PurchaseRequestSchema } from '#database/schema'
import { belongsTo, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Invoice from '#models/invoice'
import Order from '#models/order'
import PurchaseRequestItem from '#models/purchase_request_item'
import { isoOf } from '#models/columns'
import type { PurchaseRequestStatus } from '#domain/orders'

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

export default class PurchaseRequest extends PurchaseRequestSchema {
  @column() declare status: PurchaseRequestStatus

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => Invoice) declare invoice: BelongsTo<typeof Invoice>
  @hasMany(() => PurchaseRequestItem) declare items: HasMany<typeof PurchaseRequestItem>
  @hasOne(() => Order) declare order: HasOne<typeof Order>

  /** The customer's view; items, invoice and order when they were preloaded. */
  toJSONForCustomer() {
    return {
      id: this.id,
      status: this.status,
      storeState: this.storeState,
      notes: this.notes,
      quote: quoteOf(this),
      itemsCents: this.itemsCents,
      refundedCents: this.refundedCents,
      createdAt: isoOf(this.createdAt),
      quotedAt: this.quotedAt?.toISO() ?? null,
      acceptedAt: this.acceptedAt?.toISO() ?? null,
      paidAt: this.paidAt?.toISO() ?? null,
      purchasedAt: this.purchasedAt?.toISO() ?? null,
      ...(this.$preloaded.items !== undefined && {
        items: this.items.map((item) => item.toJSONForCustomer()),
      }),
      ...(this.$preloaded.invoice !== undefined && {
        invoice: this.invoice
          ? {
              number: this.invoice.number,
              status: this.invoice.status,
              totalCents: this.invoice.totalCents,
            }
          : null,
      }),
      ...(this.$preloaded.order !== undefined && {
        orderNumber: this.order ? this.order.number : null,
      }),
    }
  }

  toJSONForStaff() {
    return {
      ...this.toJSONForCustomer(),
      ...(this.$preloaded.user && {
        customer: {
          id: this.user.id,
          suite: this.user.customerId,
          name: `${this.user.firstName} ${this.user.lastName}`,
        },
      }),
    }
  }
}
