import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A customer asking us to buy something often cannot know which state the store charges its
 * sales tax in: the request may come without it, and staff set it when they quote.
 */
export default class extends BaseSchema {
  protected tableName = 'purchase_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('store_state', 2).nullable().alter()
    })
  }

  /* Back to required: a request still without a state says so with an empty one. */
  async down() {
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('store_state').update({ store_state: '' })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.string('store_state', 2).notNullable().alter()
    })
  }
}
