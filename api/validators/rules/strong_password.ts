import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/*
 * At least one lowercase, one uppercase, one number and one special
 * character (!@#$%^&*). Each missing class is its own rule so the message says
 * exactly what to add.
 */
const characterClasses = [
  { rule: 'passwordLowercase', pattern: /[a-z]/ },
  { rule: 'passwordUppercase', pattern: /[A-Z]/ },
  { rule: 'passwordNumber', pattern: /[0-9]/ },
  { rule: 'passwordSpecial', pattern: /[!@#$%^&*]/ },
]

export const strongPassword = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const missing = characterClasses.find(({ pattern }) => !pattern.test(value))
    if (missing) field.report('The password is too weak', missing.rule, field)
  }
)
