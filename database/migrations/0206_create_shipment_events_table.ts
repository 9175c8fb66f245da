import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'shipment_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('shipment_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('shipments')
        .onDelete('CASCADE')
      table.string('milestone', 32).notNullable()
      table.string('stage', 32).notNullable()
      table.string('location', 120).nullable()
      table.timestamp('occurred_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['shipment_id', 'occurred_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
