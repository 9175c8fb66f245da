import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'addresses'

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
      table.string('label', 60).nullable()
      table.string('recipient_name', 120).notNullable()
      table.string('recipient_phone', 32).notNullable()
      table.string('street', 200).notNullable()
      table.string('city', 100).notNullable()
      table.string('state', 100).nullable()
      table.string('postal_code', 20).notNullable()
      table.string('country', 2).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
