import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'purchase_request_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('purchase_request_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('purchase_requests')
        .onDelete('CASCADE')
      table.string('url', 2000).notNullable()
      table.string('name', 200).notNullable()
      table.string('options', 500).nullable()
      table.integer('quantity').notNullable()
      table.integer('unit_price_cents').notNullable()
      // Null until staff have tried to buy it.
      table.boolean('bought').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
