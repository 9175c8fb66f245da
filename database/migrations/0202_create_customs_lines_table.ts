import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'customs_lines'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('package_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('packages')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('description', 200).notNullable()
      table.integer('quantity').notNullable()
      table.integer('unit_value_cents').notNullable()
      table.string('hs_code', 12).nullable()
      table.string('origin_country', 2).notNullable()
      // The prohibited-items category the description matched, or null when it may ship.
      table.string('prohibited_category', 40).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['package_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
