import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'purchase_requests'

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
      table.string('status', 16).notNullable()
      table.string('store_state', 2).notNullable()
      table.text('notes').nullable()
      // The quote, in cents, once staff have priced it; the invoice carries the same lines.
      table.integer('items_cents').notNullable()
      table.integer('fee_cents').nullable()
      table.integer('sales_tax_cents').nullable()
      table.integer('domestic_shipping_cents').nullable()
      table.integer('refunded_cents').notNullable().defaultTo(0)
      table.integer('invoice_id').nullable().unsigned().index()
      table.timestamp('quoted_at').nullable()
      table.timestamp('accepted_at').nullable()
      table.timestamp('paid_at').nullable()
      table.timestamp('purchased_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
