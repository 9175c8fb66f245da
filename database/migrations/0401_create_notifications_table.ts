import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'notifications'

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
      table.string('type', 32).notNullable()
      /*
       * The values the type's text is written with (JSON), so the text is rendered in the
       * reader's language of the day. Staff-written notices store their own title and body.
       */
      table.text('data').nullable()
      table.string('title', 200).nullable()
      table.text('body').nullable()
      table
        .integer('broadcast_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('notification_broadcasts')
        .onDelete('SET NULL')
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()

      // The list (newest first) and the unread count of one user.
      table.index(['user_id', 'created_at'])
      table.index(['user_id', 'read_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
