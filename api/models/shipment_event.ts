import { ShipmentEventSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Milestone, Stage } from '#domain/tracking'

export default class ShipmentEvent extends ShipmentEventSchema {
  @column() declare milestone: Milestone
  @column() declare stage: Stage
}
