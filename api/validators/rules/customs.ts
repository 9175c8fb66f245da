import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { LATIN_TEXT } from '#domain/parcels'
import { hsSubheading, normalizeHsCode } from '#domain/harmonized_system'

/** Text customs officers and carriers' systems read: Latin letters (English for customs). */
export const latinText = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !LATIN_TEXT.test(value)) {
      field.report('{field} must be written in English, in Latin letters', 'latinText', field)
    }
  }
)

/**
 * A Harmonized System 2022 subheading: six digits (dots and spaces as customers write them are
 * dropped) that the HS 2022 has. The value becomes the six digits.
 */
export const hsCode = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const code = normalizeHsCode(value)
    if (!code) {
      field.report('{field} must be the 6 digits of a Harmonized System code', 'hsCode', field)
    } else if (!hsSubheading(code)) {
      field.report('{field} {code} is not in the Harmonized System 2022', 'hsCodeUnknown', field, {
        code,
      })
    } else {
      field.mutate(code, field)
    }
  }
)
