import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

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
      table.string('key', 255).notNullable()
      // Which call the key was first used for; the same key on another call is refused.
      table.string('fingerprint', 255).notNullable()
      // Null while the first request is still running.
      table.integer('response_status').nullable()
      table.text('response_body').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()

      table.unique(['user_id', 'key'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
