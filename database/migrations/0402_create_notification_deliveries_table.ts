import { BaseSchema } from '@adonisjs/lucid/schema'

/* Each message that left by email, SMS or push: what support looks at when "I never got it". */
export default class extends BaseSchema {
  protected tableName = 'notification_deliveries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('notification_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('notifications')
        .onDelete('CASCADE')
      table.string('channel', 8).notNullable()
      // The address, phone number or device target the channel used.
      table.string('recipient', 254).notNullable()
      table.timestamp('created_at').notNullable()

      table.index(['notification_id', 'channel'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
