import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export const EVENT_TYPES = [
  'page_view',
  'click',
  'form_submit',
  'conversion',
  'scroll',
  'error',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

export default class AnalyticsEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: string

  @column()
  declare sessionId: string

  @column()
  declare userId: number | null

  @column.dateTime()
  declare occurredAt: DateTime

  @column()
  declare page: string

  @column()
  declare eventType: EventType

  @column()
  declare elementId: string | null

  @column()
  declare elementType: string | null

  @column()
  declare elementText: string | null

  @column()
  declare x: number | null

  @column()
  declare y: number | null

  @column()
  declare goal: string | null

  @column({ prepare: (value) => (value ? JSON.stringify(value) : null) })
  declare metadata: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
