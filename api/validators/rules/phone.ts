import vine from '@vinejs/vine'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { FieldContext } from '@vinejs/vine/types'

/** An international phone number (+country code), checked against libphonenumber's metadata. */
export const phoneNumber = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || !isValidPhoneNumber(value)) {
      field.report('Please enter a valid phone number', 'phone', field)
    }
  }
)
