import { EMAIL_PATTERN } from '../../ui/form/rules'

/**
 * The sign-up and sign-in field rules. Each check returns the message id of the first rule the value
 * breaks, or undefined; the page shows that message beside the field in the page language.
 */
export type Check = (value: string) => string | undefined

export const PASSWORD_SPECIALS = '!@#$%^&*'
export const PASSWORD_MIN_LENGTH = 8
const NAME_MIN_LENGTH = 2
/** E.164 allows at most 15 digits; fewer than 7 is no real number. Separators people type are allowed. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/
const PHONE_DIGITS = { min: 7, max: 15 }

export const checkEmail: Check = (value) => {
  if (!value.trim()) return 'validation.email.required'
  if (!EMAIL_PATTERN.test(value.trim())) return 'validation.email.invalid'
}

/** Sign-in only needs a password to be given: existing accounts are not re-judged by today's rules. */
export const checkPasswordGiven: Check = (value) =>
  value ? undefined : 'validation.password.required'

export const checkNewPassword: Check = (value) => {
  if (!value) return 'validation.password.required'
  if (value.length < PASSWORD_MIN_LENGTH) return 'validation.password.minLength'
  if (!/[a-z]/.test(value)) return 'validation.password.lowercase'
  if (!/[A-Z]/.test(value)) return 'validation.password.uppercase'
  if (!/\d/.test(value)) return 'validation.password.number'
  if (![...PASSWORD_SPECIALS].some((special) => value.includes(special)))
    return 'validation.password.special'
}

export function checkConfirmation(password: string): Check {
  return (value) => {
    if (!value) return 'validation.passwordConfirmation.required'
    if (value !== password) return 'validation.password.mismatch'
  }
}

export function checkName(which: 'firstName' | 'lastName'): Check {
  return (value) => {
    if (!value.trim()) return `validation.${which}.required`
    if (value.trim().length < NAME_MIN_LENGTH) return `validation.${which}.minLength`
  }
}

export const checkPhone: Check = (value) => {
  if (!value.trim()) return 'validation.phone.required'
  const digits = value.replace(/\D/g, '').length
  if (!PHONE_SHAPE.test(value.trim()) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max)
    return 'validation.phone.invalid'
}

export const checkTermsAccepted = (accepted: boolean) =>
  accepted ? undefined : 'validation.terms.required'
