import { BaseSchema } from '@adonisjs/lucid/schema'
import { searchNameOf } from '#domain/search'

/*
 * A customer's name as the back office's search boxes find it (folded: no accents, no case),
 * kept by the model whenever the name changes. Both databases compare it the same way, where
 * their own collations differ (SQLite's LIKE folds ASCII case only).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('search_name', 201).notNullable().defaultTo('')
      table.index(['search_name'], 'users_search_name_index')
    })
    this.defer(async (db) => {
      const users = await db.from(this.tableName).select('id', 'first_name', 'last_name')
      for (const user of users) {
        await db
          .from(this.tableName)
          .where('id', user.id)
          .update({ search_name: searchNameOf(user.first_name, user.last_name) })
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['search_name'], 'users_search_name_index')
      table.dropColumn('search_name')
    })
  }
}
