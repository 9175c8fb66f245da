import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'notification_preferences'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.boolean('email').notNullable().defaultTo(true)
      table.boolean('sms').notNullable().defaultTo(false)
      table.boolean('push').notNullable().defaultTo(true)
      table.boolean('marketing').notNullable().defaultTo(false)
      table.boolean('order_updates').notNullable().defaultTo(true)
      table.boolean('package_updates').notNullable().defaultTo(true)
      table.boolean('promotions').notNullable().defaultTo(false)
      table.boolean('security_alerts').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
