import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export default class AnalyticsSession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare sessionId: string

  @column()
  declare userId: number | null

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare endedAt: DateTime

  @column()
  declare pageViews: number

  @column()
  declare interactions: number

  @column({ prepare: (value: string[]) => JSON.stringify(value) })
  declare conversionGoals: string[]

  @column()
  declare userAgent: string

  @column()
  declare screenSize: string

  @column()
  declare viewportSize: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
