import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'invoice_lines'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('invoice_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('invoices')
        .onDelete('CASCADE')
      table.string('kind', 24).notNullable()
      table.string('description', 255).notNullable()
      // Negative for discounts and credits (kind 'adjustment').
      table.integer('amount_cents').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
