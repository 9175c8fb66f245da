import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import type { FieldContext } from '@vinejs/vine/types'
import { EVENT_TYPES } from '#models/analytics_event'

/** Metadata is free-form: only its size is limited. */
export const MAX_METADATA_BYTES = 4096
/** The tracker sends its latest 50 events with the session; a little room above that. */
export const MAX_SESSION_EVENTS = 100

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/

const smallJson = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) {
    field.report('The {{ field }} field must be at most {{ max }} bytes', 'maxBytes', field, {
      max: MAX_METADATA_BYTES,
    })
  }
})

const id = () => vine.string().trim().minLength(1).maxLength(64)
const time = () => vine.string().regex(ISO_TIME)
const userId = () => jsonNumber().withoutDecimals().min(1).nullable().optional()
const coordinate = () => jsonNumber().withoutDecimals().min(0).max(100_000)

const event = () =>
  vine.object({
    id: id(),
    sessionId: id(),
    userId: userId(),
    timestamp: time(),
    page: vine.string().trim().minLength(1).maxLength(500),
    eventType: vine.enum(EVENT_TYPES),
    elementId: vine.string().maxLength(200).optional(),
    elementType: vine.string().maxLength(50).optional(),
    elementText: vine.string().maxLength(100).optional(),
    coordinates: vine.object({ x: coordinate(), y: coordinate() }).optional(),
    metadata: vine.record(vine.any()).use(smallJson()).optional(),
  })

export const analyticsEventValidator = vine.create(event())

export const analyticsSessionValidator = vine.create({
  sessionId: id(),
  startTime: time(),
  endTime: time(),
  events: vine.array(event()).maxLength(MAX_SESSION_EVENTS),
  pageViews: jsonNumber().withoutDecimals().min(0).max(1_000_000),
  interactions: jsonNumber().withoutDecimals().min(0).max(1_000_000),
  conversionGoals: vine.array(vine.string().maxLength(64)).maxLength(MAX_SESSION_EVENTS),
  userId: userId(),
  deviceInfo: vine.object({
    userAgent: vine.string().maxLength(500),
    screenSize: vine.string().maxLength(20),
    viewportSize: vine.string().maxLength(20),
  }),
})

export const heatmapValidator = vine.create({
  page: vine.string().trim().minLength(1).maxLength(500),
})
