import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The audit log of access: each time an admin gave or took a role, who they were, when, and
 * the role before and after. The line stays when the admin's own account is later deleted
 * (their id is kept; the name is gone with the account).
 */
export default class extends BaseSchema {
  protected tableName = 'role_changes'

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
      table.integer('changed_by_id').notNullable().unsigned()
      table.string('from_role', 16).notNullable()
      table.string('to_role', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
