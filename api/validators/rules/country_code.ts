import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isCountryCode } from '#domain/countries'

/** An ISO 3166-1 alpha-2 code we know (expects the value already upper-cased). */
export const countryCode = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || !isCountryCode(value)) {
      field.report('Please choose a country from the list', 'countryCode', field)
    }
  }
)
