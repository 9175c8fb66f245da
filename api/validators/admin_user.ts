import vine from '@vinejs/vine'
import { LOCALES, personName } from '#validators/auth'
import { phoneNumber } from '#validators/rules/phone'

/* An admin's edit of an account, any of the fields at a time (refine sends PATCH). */
export const editUserValidator = vine.create({
  firstName: personName().optional(),
  lastName: personName().optional(),
  phone: vine.string().trim().use(phoneNumber()).optional(),
  locale: vine.enum(LOCALES).optional(),
  role: vine.enum(['customer', 'staff', 'admin'] as const).optional(),
})
