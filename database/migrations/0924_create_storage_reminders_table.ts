import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Each storage reminder a package's owner was sent: 7 and 1 days of free storage left, and fees
 * started. One row per package and threshold, so a reminder is never sent twice, however many
 * schedulers run.
 */
export default class extends BaseSchema {
  protected tableName = 'storage_reminders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('package_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('packages')
        .onDelete('CASCADE')
      table.string('threshold', 16).notNullable()
      table.timestamp('created_at').notNullable()

      table.unique(['package_id', 'threshold'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
