import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('number', 16).notNullable().unique()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // The order state machine; `held_from` is the state a held order goes back to.
      table.string('status', 24).notNullable()
      table.string('held_from', 24).nullable()
      table.integer('total_cents').notNullable()
      // Addresses are copied (JSON), not referenced: editing a saved address never changes an order.
      table.text('shipping_address').notNullable()
      table.text('billing_address').nullable()
      table.string('inbound_tracking', 64).nullable().index()
      table.integer('package_id').nullable().unsigned().index()
      table.integer('purchase_request_id').nullable().unsigned().index()
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
