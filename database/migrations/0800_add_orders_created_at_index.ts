import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The back office lists every order newest first, and exports them in that order a batch at a
 * time. Without this index each page sorts the whole table; with it (InnoDB appends the id,
 * the list's tie-break) a page is a short index read. A status filter uses (status, created_at).
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['created_at'])
    })
  }
}
