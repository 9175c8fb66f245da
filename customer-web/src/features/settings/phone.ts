import { isValidPhoneNumber } from 'libphonenumber-js'

/** The message id for a phone the server would refuse: required, and a real international number. */
export function checkInternationalPhone(value: string): string | undefined {
  if (!value.trim()) return 'validation.phone.required'
  if (!isValidPhoneNumber(value.trim())) return 'validation.phone.invalid'
}
