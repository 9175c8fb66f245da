import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A return is of what we bought for the customer: a delivered purchase-assistance order, one
 * return per order. Returns asked for before were of a shipment: each is linked to the bought
 * order whose package that shipment carried, when there is one; the others keep their shipment
 * (and the terms they were asked under), so their history and refunds stay readable.
 */
export default class extends BaseSchema {
  protected tableName = 'return_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('order_id')
        .nullable()
        .unsigned()
        .unique()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table.integer('shipment_id').nullable().unsigned().alter()
    })
    this.defer(async (db) => {
      const linked = await db
        .from('return_requests')
        .join('shipment_packages', 'shipment_packages.shipment_id', 'return_requests.shipment_id')
        .join('orders', 'orders.package_id', 'shipment_packages.package_id')
        .whereNotNull('orders.purchase_request_id')
        .select('return_requests.id as returnId', 'orders.id as orderId')
      const taken = new Set<number>()
      for (const { returnId, orderId } of linked) {
        if (taken.has(orderId)) continue
        taken.add(orderId)
        await db.from('return_requests').where('id', returnId).update({ order_id: orderId })
      }
    })
  }

  async down() {
    // Returns made of an order alone have no shipment to go back to.
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('shipment_id').delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['order_id'])
      table.dropUnique(['order_id'])
      table.dropColumn('order_id')
      table.integer('shipment_id').notNullable().unsigned().alter()
    })
  }
}
