import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Background jobs that used up their retries, whichever queue engine ran them: what staff see in
 * the back office and send back to the queue.
 */
export default class extends BaseSchema {
  protected tableName = 'failed_jobs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('job', 100).notNullable()
      table.string('queue', 100).notNullable()
      // The job's input (JSON), to run it again as it was.
      table.text('payload').notNullable()
      table.text('error').notNullable()
      table.integer('attempts').unsigned().notNullable()
      table.timestamp('failed_at').notNullable()

      table.index(['failed_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
