import { OrderItemSchema } from '#database/schema'

export default class OrderItem extends OrderItemSchema {}
