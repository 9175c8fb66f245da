import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'invoices'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // What the invoice is for ('shipment', 'purchase_request', ...), so that paying it can move that record on.
      table.string('subject_type', 32).nullable()
      table.integer('subject_id').nullable().unsigned()
      table.string('status', 16).notNullable().defaultTo('unpaid')
      table.integer('total_cents').notNullable()
      table.integer('refunded_cents').notNullable().defaultTo(0)
      table.timestamp('paid_at').nullable()
      table.timestamp('voided_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()

      table.index(['user_id', 'status'])
      table.index(['subject_type', 'subject_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
