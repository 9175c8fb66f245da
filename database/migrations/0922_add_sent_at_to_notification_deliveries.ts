import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A delivery is written when its notification is, and sent later by a background job: sent_at
 * says it left, so a job run again (a retry, a second worker) never sends it twice. Deliveries
 * written before the queue existed had already left.
 */
export default class extends BaseSchema {
  protected tableName = 'notification_deliveries'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('sent_at').nullable()
    })
    this.defer(async (db) => {
      await db.from(this.tableName).update({ sent_at: db.raw('created_at') })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('sent_at')
    })
  }
}
