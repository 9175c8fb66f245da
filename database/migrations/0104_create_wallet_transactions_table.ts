import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'wallet_transactions'

  async up() {
    // Append-only: rows are inserted, never updated or deleted (a withdrawal's payout only changes its status).
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('wallet_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('wallets')
        .onDelete('CASCADE')
      table.string('type', 16).notNullable()
      table.string('status', 16).notNullable().defaultTo('completed')
      // Signed: credits (deposit, refund) are positive, debits (withdrawal, payment) negative.
      table.integer('amount_cents').notNullable()
      table.integer('balance_after_cents').notNullable()
      table
        .integer('invoice_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('invoices')
        .onDelete('SET NULL')
      table
        .integer('payment_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('payments')
        .onDelete('SET NULL')
      // The admin who made a manual adjustment or refund, and the reason they gave.
      table
        .integer('created_by_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('reason', 500).nullable()
      table.timestamp('created_at').notNullable()

      table.index(['wallet_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
