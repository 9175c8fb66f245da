import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'return_requests'

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
      // One return per delivered shipment.
      table
        .integer('shipment_id')
        .notNullable()
        .unsigned()
        .unique()
        .references('id')
        .inTable('shipments')
        .onDelete('CASCADE')
      // The return state machine (api/services/returns.ts).
      table.string('status', 16).notNullable()
      table.text('reason').notNullable()
      table.text('rejection_reason').nullable()
      table.string('tracking_number', 64).nullable()
      table.text('inspection_notes').nullable()
      // Set once, at the refund: 70% of the invoice to the wallet, 30% kept as the restocking fee.
      table.integer('refund_cents').nullable()
      table.integer('restocking_fee_cents').nullable()
      table.integer('wallet_transaction_id').nullable().unsigned()
      table.timestamp('approved_at').nullable()
      table.timestamp('rejected_at').nullable()
      table.timestamp('shipped_back_at').nullable()
      table.timestamp('inspected_at').nullable()
      table.timestamp('refunded_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
