import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Who is sending what a background job sends, and since when: the job claims the row, sends,
 * then marks it sent. A worker that dies in between leaves its claim, which its own job takes
 * up again when the queue hands it back (or any job once the claim is old), so the message is
 * sent again rather than lost.
 */
const TABLES = ['notification_deliveries', 'password_reset_tokens', 'contact_messages']

export default class extends BaseSchema {
  async up() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.string('sending_by', 64).nullable()
        table.timestamp('sending_at').nullable()
      })
    }
  }

  async down() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('sending_by')
        table.dropColumn('sending_at')
      })
    }
  }
}
