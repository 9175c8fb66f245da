import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Invoices paid by card go through the same intent as top-ups, so that a charge whose recording
 * was lost is reconciled too: what the charge is for, and for an invoice, which one. An intent
 * whose invoice could not be paid after the charge is refunded ('refunding' until the gateway
 * has answered, then 'refunded').
 */
export default class extends BaseSchema {
  protected tableName = 'card_charges'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('purpose', 16).notNullable().defaultTo('top_up')
      table
        .integer('invoice_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('invoices')
        .onDelete('CASCADE')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['invoice_id'])
      table.dropColumn('invoice_id')
      table.dropColumn('purpose')
    })
  }
}
