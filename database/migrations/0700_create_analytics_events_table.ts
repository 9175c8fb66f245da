import { BaseSchema } from '@adonisjs/lucid/schema'

/* Tracked visitor events: funnels read the business goals, the heatmap the clicks. */
export default class extends BaseSchema {
  protected tableName = 'analytics_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The browser's own id: an event sent alone and again inside its session is stored once.
      table.string('event_id', 64).notNullable().unique()
      table.string('session_id', 64).notNullable()
      // As the browser reports it: not a reference, an anonymous visitor has none.
      table.integer('user_id').unsigned().nullable()
      table.timestamp('occurred_at').notNullable()
      table.string('page', 500).notNullable()
      table.string('event_type', 16).notNullable()
      table.string('element_id', 200).nullable()
      table.string('element_type', 50).nullable()
      table.string('element_text', 100).nullable()
      table.integer('x').unsigned().nullable()
      table.integer('y').unsigned().nullable()
      // A conversion's business event name (metadata.goal), e.g. shipping_request_completed.
      table.string('goal', 64).nullable()
      table.text('metadata').nullable()
      table.timestamp('created_at').notNullable()

      table.index(['goal', 'session_id'])
      table.index(['page', 'event_type'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
