import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A parcel that arrives without a readable suite is still received, with no customer yet
 * (status `unidentified`) until a customer's claim on it is approved.
 */
export default class extends BaseSchema {
  protected tableName = 'packages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('user_id').nullable().unsigned().alter()
    })
  }

  async down() {
    // Parcels nobody owns cannot stay once every package needs a customer.
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('user_id').delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('user_id').notNullable().unsigned().alter()
    })
  }
}
