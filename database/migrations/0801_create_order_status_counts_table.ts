import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * How many orders are in each status, kept up to date with every order written (see
 * api/services/order_counts.ts). The back office's orders list answers an exact total for a
 * status filter from here: counting a status that holds most of a million orders takes the
 * database a tenth of a second, growing with the table.
 */
export default class extends BaseSchema {
  protected tableName = 'order_status_counts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('status', 32).primary()
      table.integer('orders').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      const counts = await db.from('orders').select('status').count('* as orders').groupBy('status')
      if (counts.length) await db.table(this.tableName).multiInsert(counts)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
