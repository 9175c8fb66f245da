import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'payments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // Null for a wallet top-up: the money goes to the wallet, not to an invoice.
      table
        .integer('invoice_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('invoices')
        .onDelete('CASCADE')
      table.string('purpose', 16).notNullable()
      table.string('method', 8).notNullable()
      table.integer('amount_cents').notNullable()
      // Only what a receipt shows: never the card number or the CVV.
      table.string('card_brand', 16).nullable()
      table.string('card_last4', 4).nullable()
      table.string('gateway_reference', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()

      table.index(['invoice_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
