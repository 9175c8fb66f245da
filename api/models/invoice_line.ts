import { InvoiceLineSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

export const INVOICE_LINE_KINDS = [
  'shipping',
  'storage',
  'insurance',
  // The repack the customer chose at the request: negative, what the smaller box saves.
  'repack',
  // Paid up front (DDP): the destination's customs duty and import tax, and our fee for paying them.
  'duties',
  'import_tax',
  'ddp_fee',
  'purchase_item',
  'purchase_fee',
  'sales_tax',
  'domestic_shipping',
  'adjustment',
] as const
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number]

export default class InvoiceLine extends InvoiceLineSchema {
  @column()
  declare kind: InvoiceLineKind
}
