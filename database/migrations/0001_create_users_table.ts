import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('phone', 32).notNullable()
      table.string('password').notNullable()
      table.string('role', 16).notNullable().defaultTo('customer').index()
      // The suite number printed on the customer's US address; staff have none.
      table.string('customer_id', 16).nullable().unique()
      table.string('locale', 2).notNullable().defaultTo('en')
      table.string('avatar').nullable()
      table.timestamp('email_verified_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
