import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'help_categories'

  async up() {
    /* One row per language: a category's name, description and slug are written for each. */
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('locale', 2).notNullable()
      table.string('slug', 160).notNullable()
      table.string('name', 120).notNullable()
      table.string('description', 500).nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['locale', 'slug'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
