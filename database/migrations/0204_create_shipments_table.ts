import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'shipments'

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
      // The shipment state machine; `state` below is the address's state or province.
      table.string('status', 16).notNullable()
      table.string('service', 40).notNullable()
      // The destination is copied, not referenced: editing a saved address never moves a parcel.
      table.string('recipient_name', 120).notNullable()
      table.string('recipient_phone', 32).notNullable()
      table.string('street', 200).notNullable()
      table.string('city', 100).notNullable()
      table.string('state', 100).nullable()
      table.string('postal_code', 20).notNullable()
      table.string('country', 2).notNullable()
      table.integer('declared_value_cents').notNullable()
      // The estimate at request time and what it saved against shipping each package alone.
      table.integer('estimated_price_cents').notNullable()
      table.integer('separate_price_cents').notNullable()
      table.integer('saved_cents').notNullable().defaultTo(0)
      table.decimal('packed_weight_lb', 8, 2).nullable()
      table.decimal('packed_length_in', 7, 2).nullable()
      table.decimal('packed_width_in', 7, 2).nullable()
      table.decimal('packed_height_in', 7, 2).nullable()
      table.decimal('billable_weight_lb', 8, 2).nullable()
      table.integer('shipping_cents').nullable()
      table.integer('storage_fee_cents').nullable()
      table.integer('insurance_cents').nullable()
      table.integer('invoice_id').nullable().unsigned().index()
      table.string('carrier', 32).nullable()
      table.string('tracking_number', 64).nullable().unique()
      table.timestamp('packed_at').nullable()
      table.timestamp('invoiced_at').nullable()
      table.timestamp('paid_at').nullable()
      table.timestamp('shipped_at').nullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['user_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
