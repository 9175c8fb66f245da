import vine from '@vinejs/vine'

/** A search of the HS 2022 list: what the customer typed in the picker. */
export const hsCodeSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
