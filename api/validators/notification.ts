import vine from '@vinejs/vine'
import { NOTIFICATION_TYPES } from '#models/notification'

/** One language's words of a notice. */
const text = vine.object({
  title: vine.string().trim().minLength(1).maxLength(200),
  body: vine.string().trim().minLength(1).maxLength(5000),
})

/*
 * Staff write to one customer (`userId`) or to all customers (`audience: 'all'`), in the three
 * languages: each customer receives the text in their own.
 */
export const staffNotificationValidator = vine.create({
  audience: vine.enum(['user', 'all'] as const).optional(),
  userId: vine
    .number()
    .withoutDecimals()
    .positive()
    .optional()
    .requiredWhen((field) => field.data.audience !== 'all'),
  type: vine.enum(NOTIFICATION_TYPES),
  texts: vine.object({ en: text, es: text, ar: text }),
})
