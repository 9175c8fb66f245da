import { BaseSchema } from '@adonisjs/lucid/schema'

/* What staff sent from the back office: one row per send, whatever the number of recipients. */
export default class extends BaseSchema {
  protected tableName = 'notification_broadcasts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Kept when the staff account goes: the history of what customers were told stays.
      table
        .integer('sent_by_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('audience', 8).notNullable()
      // The one customer of an `audience = 'user'` send; null for `all`.
      table
        .integer('user_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('type', 32).notNullable()
      table.string('title', 200).notNullable()
      table.text('body').notNullable()
      table.integer('recipient_count').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
