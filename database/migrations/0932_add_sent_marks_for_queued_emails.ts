import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What background jobs send, each marked once it left so that no job sends it twice:
 * - a delivery whose last attempt failed (failed_at) is left to staff's failed-jobs list, not
 *   to the sweep that re-queues deliveries the queue never got;
 * - a password-reset link (sent_at) and a contact message emailed to support (emailed_at),
 *   both sent from the queue now. Contact messages written before were emailed at once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notification_deliveries', (table) => {
      table.timestamp('failed_at').nullable()
      table.index(['sent_at', 'created_at'])
    })
    this.schema.alterTable('password_reset_tokens', (table) => {
      table.timestamp('sent_at').nullable()
    })
    this.schema.alterTable('contact_messages', (table) => {
      table.timestamp('emailed_at').nullable()
    })
    this.defer(async (db) => {
      await db.from('contact_messages').update({ emailed_at: db.raw('created_at') })
    })
  }

  async down() {
    this.schema.alterTable('contact_messages', (table) => {
      table.dropColumn('emailed_at')
    })
    this.schema.alterTable('password_reset_tokens', (table) => {
      table.dropColumn('sent_at')
    })
    this.schema.alterTable('notification_deliveries', (table) => {
      table.dropIndex(['sent_at', 'created_at'])
      table.dropColumn('failed_at')
    })
  }
}
