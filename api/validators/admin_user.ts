import vine from '@vinejs/vine'
import { LOCALES, personName } from '#validators/auth'
import { phoneNumber } from '#validators/rules/phone'
import { ROLES } from '#domain/roles'

/*
 * An admin's edit of an account, any of the fields at a time (refine sends PATCH). The role is
 * not among them: it changes through its own confirmed step (roleChangeValidator).
 */
export const editUserValidator = vine.create({
  firstName: personName().optional(),
  lastName: personName().optional(),
  phone: vine.string().trim().use(phoneNumber()).optional(),
  locale: vine.enum(LOCALES).optional(),
})

/** The role an admin chooses for an account. */
export const roleChangeValidator = vine.create({ role: vine.enum(ROLES) })

/** The admin's own password, re-entered before changing roles. */
export const reauthenticationValidator = vine.create({ password: vine.string().maxLength(200) })
