import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/** A calendar day written YYYY-MM-DD that exists (no 30 February), read as a UTC day. */
export const calendarDay = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    const text = String(value)
    const millis = Date.parse(text)
    const exists =
      /^\d{4}-\d{2}-\d{2}$/.test(text) &&
      !Number.isNaN(millis) &&
      new Date(millis).toISOString().slice(0, 10) === text
    if (!exists) field.report('Give a day as YYYY-MM-DD', 'calendarDay', field)
  }
)
