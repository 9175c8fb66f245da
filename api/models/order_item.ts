import { OrderItemSchema } from '#database/schema'

export default class OrderItem extends OrderItemSchema {
  toJSON() {
    return {
      name: this.name,
      url: this.url,
      options: this.options,
      quantity: this.quantity,
      unitPriceCents: this.unitPriceCents,
    }
  }
}
