import { PurchaseRequestItemSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import { asBoolean } from '#models/columns'

export default class PurchaseRequestItem extends PurchaseRequestItemSchema {
  // Null until staff have tried to buy it; both databases hand booleans back as 0/1.
  @column({ consume: (value: unknown) => (value === null ? null : asBoolean.consume(value)) })
  declare bought: boolean | null

  get costCents() {
    return this.quantity * this.unitPriceCents
  }
}
