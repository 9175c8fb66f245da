import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A card charge's intent, written (and committed) before the card is charged with its
 * gateway_key: a charge whose recording transaction was lost (its COMMIT with the connection)
 * is still known here, and the scheduled reconciliation records it. 'pending' until recorded
 * (payment_id set) or found never charged ('failed').
 */
export default class extends BaseSchema {
  protected tableName = 'card_charges'

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
      table.integer('amount_cents').notNullable()
      table.string('gateway_key', 64).notNullable().unique()
      table.string('status', 16).notNullable().defaultTo('pending')
      table
        .integer('payment_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('payments')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()

      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
