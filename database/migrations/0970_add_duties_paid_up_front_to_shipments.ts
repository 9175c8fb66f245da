import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Who pays the destination's duties and taxes: the customer at the door (DAP, as before), or
 * up front on the shipment's invoice (DDP), with the figures invoiced kept on the shipment so
 * that the carrier's bill for them can be settled against what was paid.
 */
export default class extends BaseSchema {
  protected tableName = 'shipments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('incoterm', 3).notNullable().defaultTo('DAP')
      table.integer('duties_cents').nullable()
      table.integer('taxes_cents').nullable()
      table.integer('ddp_fee_cents').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('incoterm')
      table.dropColumn('duties_cents')
      table.dropColumn('taxes_cents')
      table.dropColumn('ddp_fee_cents')
    })
  }
}
