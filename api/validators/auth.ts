import vine from '@vinejs/vine'
import { phoneNumber } from '#validators/rules/phone'
import { strongPassword } from '#validators/rules/strong_password'

export const LOCALES = ['en', 'es', 'ar'] as const

// Lower-cased only: provider rewrites (such as dropping Gmail dots) would merge distinct accounts.
const email = () => vine.string().trim().toLowerCase().maxLength(254).email()
export const newPassword = () =>
  vine
    .string()
    .minLength(8)
    .maxLength(128)
    .use(strongPassword())
    .confirmed({ confirmationField: 'passwordConfirmation' })
export const personName = () => vine.string().trim().minLength(2).maxLength(100)

export const registerValidator = vine.create({
  firstName: personName(),
  lastName: personName(),
  email: email().unique({ table: 'users', column: 'email' }),
  phone: vine.string().trim().use(phoneNumber()),
  password: newPassword(),
  acceptTerms: vine.accepted(),
  locale: vine.enum(LOCALES).optional(),
})

export const loginValidator = vine.create({
  email: email(),
  password: vine.string(),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(1).maxLength(200),
  password: newPassword(),
})

export const accessTokenValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(100),
})
