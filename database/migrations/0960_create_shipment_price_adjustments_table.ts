import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What a shipment finally cost against the price locked at its request: when the packed box
 * ships for more, the business absorbs the difference; when for less, the customer's wallet is
 * credited. One row per shipment and cause, so a replayed or doubled step cannot record (or
 * credit) it twice; the admin's reports sum these rows.
 */
export default class extends BaseSchema {
  protected tableName = 'shipment_price_adjustments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('shipment_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('shipments')
        .onDelete('CASCADE')
      // 'packing': the packed box against the shipping invoiced at the request.
      table.string('cause', 16).notNullable()
      table.integer('invoiced_cents').notNullable()
      table.integer('actual_cents').notNullable()
      // Exactly one of the two is above zero, or both are zero when the figures agree.
      table.integer('absorbed_cents').notNullable().defaultTo(0)
      table.integer('credited_cents').notNullable().defaultTo(0)
      table
        .integer('wallet_transaction_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('wallet_transactions')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['shipment_id', 'cause'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
