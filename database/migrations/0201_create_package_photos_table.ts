import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'package_photos'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('package_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('packages')
        .onDelete('CASCADE')
      // The key on the drive disk, not a URL: the disk decides where files are served from.
      table.string('path', 255).notNullable()
      table.string('content_type', 32).notNullable()
      table.integer('size_bytes').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
