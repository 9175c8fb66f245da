import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'packages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('number', 16).notNullable().unique()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // The package state machine (api/services/state_machines.ts).
      table.string('status', 16).notNullable()
      table.string('carrier', 32).notNullable()
      table.string('inbound_tracking', 64).notNullable().index()
      // Another package already arrived with this tracking number: staff look before it ships.
      table.boolean('duplicate_tracking').notNullable().defaultTo(false)
      table.string('sender', 120).notNullable()
      table.string('description', 255).nullable()
      table.decimal('weight_lb', 8, 2).notNullable()
      table.decimal('length_in', 7, 2).notNullable()
      table.decimal('width_in', 7, 2).notNullable()
      table.decimal('height_in', 7, 2).notNullable()
      table
        .integer('received_by_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('received_at').nullable()
      table.integer('declared_value_cents').nullable()
      table.timestamp('declared_at').nullable()
      table.boolean('has_prohibited_items').notNullable().defaultTo(false)
      // Set when the storage fees were billed on a shipment invoice: the clock stops there.
      table.timestamp('storage_stopped_at').nullable()
      table.timestamp('disposed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      // The customer's list (newest first) and the warehouse's lists by state.
      table.index(['user_id', 'received_at'])
      table.index(['user_id', 'status'])
      table.index(['status', 'received_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
