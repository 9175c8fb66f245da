import vine from '@vinejs/vine'

const words = (max: number) => vine.string().trim().minLength(3).maxLength(max)

export const returnRequestValidator = vine.create({
  orderNumber: vine.string().trim().toUpperCase().maxLength(16),
  reason: words(1000),
})

export const rejectReturnValidator = vine.create({ reason: words(1000) })

export const shippedBackValidator = vine.create({
  trackingNumber: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
})

export const inspectReturnValidator = vine.create({ notes: words(2000) })
