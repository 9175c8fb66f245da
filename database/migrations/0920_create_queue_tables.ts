import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/* Background jobs waiting in the database (when Redis is not configured), with the queue's own schema. */
export default class extends BaseSchema {
  async up() {
    const queueSchema = new QueueSchemaService(this.db.getWriteClient())
    await queueSchema.createJobsTable()
    await queueSchema.createSchedulesTable()
  }

  async down() {
    const queueSchema = new QueueSchemaService(this.db.getWriteClient())
    await queueSchema.dropSchedulesTable()
    await queueSchema.dropJobsTable()
  }
}
