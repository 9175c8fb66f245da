import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The form asks only for email and message; a name is a courtesy.
      table.string('name', 100).nullable()
      table.string('email', 254).notNullable()
      table.text('message').notNullable()
      // Support answers in the language the visitor wrote from.
      table.string('locale', 2).notNullable()
      table.string('ip', 45).nullable()
      // The staff inbox marks messages read and resolved.
      table.timestamp('read_at').nullable()
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['resolved_at', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
