import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What kind of goods a declaration line is (electronics, clothing…): destinations charge duty by
 * kind, so the landed cost of a ship request needs it. Lines declared before it are "other".
 */
export default class extends BaseSchema {
  protected tableName = 'customs_lines'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('category', 24).notNullable().defaultTo('other')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('category')
    })
  }
}
