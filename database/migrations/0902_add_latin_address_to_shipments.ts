import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The destination in Latin letters, for labels and carrier documents (carriers' systems read
 * Latin only), beside the address as the customer wrote it, which stays what they see. Null when
 * the address was Latin already.
 */
export default class extends BaseSchema {
  protected tableName = 'shipments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('latin_recipient_name', 120).nullable()
      table.string('latin_street', 200).nullable()
      table.string('latin_city', 100).nullable()
      table.string('latin_state', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('latin_recipient_name')
      table.dropColumn('latin_street')
      table.dropColumn('latin_city')
      table.dropColumn('latin_state')
    })
  }
}
