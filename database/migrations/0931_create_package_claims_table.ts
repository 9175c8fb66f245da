import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A customer's claim on an unidentified parcel, with the proof they uploaded (an order
 * confirmation). Staff approve one claim, which moves the parcel into the customer's suite, or
 * reject it.
 */
export default class extends BaseSchema {
  protected tableName = 'package_claims'

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
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // The claim state machine (api/domain/parcels.ts).
      table.string('status', 16).notNullable()
      // The tracking number as the customer typed it.
      table.string('inbound_tracking', 64).notNullable()
      table.string('proof_path', 255).notNullable()
      table.string('proof_content_type', 64).notNullable()
      table.integer('proof_size_bytes').notNullable()
      table
        .integer('decided_by_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('decided_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['package_id', 'status'])
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
