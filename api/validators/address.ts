import vine from '@vinejs/vine'
import { countryCode } from '#validators/rules/country_code'
import { phoneNumber } from '#validators/rules/phone'

/** The fields of a destination, as a ship request or a saved address gives them. */
export const destinationFields = () => ({
  recipientName: vine.string().trim().minLength(2).maxLength(120),
  recipientPhone: vine.string().trim().use(phoneNumber()),
  street: vine.string().trim().minLength(3).maxLength(200),
  city: vine.string().trim().minLength(1).maxLength(100),
  state: vine.string().trim().maxLength(100).optional(),
  postalCode: vine.string().trim().minLength(1).maxLength(12),
  country: vine.string().trim().toUpperCase().fixedLength(2).use(countryCode()),
})

export const addressValidator = vine.create({
  label: vine.string().trim().maxLength(60).optional(),
  ...destinationFields(),
})
