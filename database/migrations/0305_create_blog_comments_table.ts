import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'blog_comments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('blog_post_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('blog_posts')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      // Never shown to visitors: staff may need to reply.
      table.string('email', 254).notNullable()
      table.text('message').notNullable()
      // pending (held for moderation) → approved or rejected.
      table.string('status', 16).notNullable().defaultTo('pending')
      table.string('ip', 45).nullable()
      table.timestamp('moderated_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['blog_post_id', 'status', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
