import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'blog_posts'

  async up() {
    /* One row per language; a slug is unique within its language. */
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('locale', 2).notNullable()
      table.string('slug', 160).notNullable()
      table
        .integer('blog_category_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('blog_categories')
        .onDelete('RESTRICT')
      table.string('title', 200).notNullable()
      table.string('excerpt', 500).nullable()
      table.text('body').notNullable()
      table.string('author_name', 100).nullable()
      // Null while a draft: visitors see only published posts.
      table.timestamp('published_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['locale', 'slug'])
      table.index(['locale', 'published_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
