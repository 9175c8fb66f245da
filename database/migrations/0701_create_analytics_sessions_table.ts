import { BaseSchema } from '@adonisjs/lucid/schema'

/* A visit's summary, sent once when the page goes away. */
export default class extends BaseSchema {
  protected tableName = 'analytics_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('session_id', 64).notNullable().index()
      table.integer('user_id').unsigned().nullable()
      table.timestamp('started_at').notNullable()
      table.timestamp('ended_at').notNullable()
      table.integer('page_views').unsigned().notNullable()
      table.integer('interactions').unsigned().notNullable()
      table.text('conversion_goals').notNullable()
      table.string('user_agent', 500).notNullable()
      table.string('screen_size', 20).notNullable()
      table.string('viewport_size', 20).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
