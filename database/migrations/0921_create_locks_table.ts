import { BaseSchema } from '@adonisjs/lucid/schema'

/* Locks held across API instances (when Redis is not configured): one scheduled task at a time. */
export default class extends BaseSchema {
  protected tableName = 'locks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 255).notNullable().primary()
      table.string('owner').notNullable()
      // When the lock lapses (milliseconds since the epoch), so a crashed holder frees it.
      table.bigint('expiration').unsigned().nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
