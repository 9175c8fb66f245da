import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'help_articles'

  async up() {
    /* One row per language; a slug is unique within its language. */
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('locale', 2).notNullable()
      table.string('slug', 160).notNullable()
      table
        .integer('help_category_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('help_categories')
        .onDelete('RESTRICT')
      table.string('title', 200).notNullable()
      table.string('summary', 500).nullable()
      table.text('body').notNullable()
      table.integer('position').notNullable().defaultTo(0)
      // Null while a draft: visitors see only published articles.
      table.timestamp('published_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['locale', 'slug'])
      table.index(['locale', 'help_category_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
