import { PurchaseRequestItemSchema } from '#database/schema'

export default class PurchaseRequestItem extends PurchaseRequestItemSchema {
  get costCents() {
    return this.quantity * this.unitPriceCents
  }
}
