import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A small WebP of each package photo, beside the original on the drive disk, for lists and grids.
 * Null for photos stored before thumbnails were made, or that could not be decoded: those show
 * the original.
 */
export default class extends BaseSchema {
  protected tableName = 'package_photos'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('thumbnail_path', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('thumbnail_path')
    })
  }
}
