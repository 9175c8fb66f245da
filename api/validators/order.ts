import vine from '@vinejs/vine'
import { ORDER_STATUSES } from '#domain/orders'

export const orderStatusValidator = vine.create({
  status: vine.enum(ORDER_STATUSES),
  reason: vine.string().trim().minLength(1).maxLength(500).optional(),
})

export const linkPackageValidator = vine.create({
  packageNumber: vine.string().trim().toUpperCase().maxLength(16),
})
