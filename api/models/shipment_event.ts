import { ShipmentEventSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Milestone, Stage } from '#domain/tracking'
import { isoOf } from '#models/columns'

export default class ShipmentEvent extends ShipmentEventSchema {
  @column() declare milestone: Milestone
  @column() declare stage: Stage

  /** Where and when: never who the parcel is for, so anyone may see it. */
  toJSON() {
    return {
      milestone: this.milestone,
      stage: this.stage,
      location: this.location,
      occurredAt: isoOf(this.occurredAt),
    }
  }
}
