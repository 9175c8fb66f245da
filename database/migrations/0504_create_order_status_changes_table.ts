import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'order_status_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('order_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table.string('from_status', 24).nullable()
      table.string('to_status', 24).notNullable()
      // Who made the change (null: the system) and why.
      table.integer('changed_by_id').nullable().unsigned()
      table.string('reason', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['order_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
