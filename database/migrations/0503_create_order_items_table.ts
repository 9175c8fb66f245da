import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'order_items'

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
      table.string('name', 200).notNullable()
      table.string('url', 2000).nullable()
      table.string('options', 500).nullable()
      table.integer('quantity').notNullable()
      table.integer('unit_price_cents').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
