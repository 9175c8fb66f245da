import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'shipment_packages'

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
      table
        .integer('package_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('packages')
        .onDelete('CASCADE')
      table.unique(['shipment_id', 'package_id'])
      table.index(['package_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
