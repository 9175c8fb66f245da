import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The standard box the customer chose to have their packages repacked into, to stop paying for
 * air. Its sides are copied, like the address: the box list may change after the request, the
 * estimate must not. Null when the customer did not ask for a repack.
 */
export default class extends BaseSchema {
  protected tableName = 'shipments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('repack_box', 24).nullable()
      table.decimal('repack_length_in', 7, 2).nullable()
      table.decimal('repack_width_in', 7, 2).nullable()
      table.decimal('repack_height_in', 7, 2).nullable()
      table.integer('repack_saved_cents').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('repack_box')
      table.dropColumn('repack_length_in')
      table.dropColumn('repack_width_in')
      table.dropColumn('repack_height_in')
      table.dropColumn('repack_saved_cents')
    })
  }
}
