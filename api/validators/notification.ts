import vine from '@vinejs/vine'
import { NOTIFICATION_TYPES } from '#models/notification'

/** One language's words of a notice. */
const text = vine.object({
  title: vine.string().trim().minLength(1).maxLength(200),
  body: vine.string().trim().minLength(1).maxLength(5000),
})

/* Every language to all customers; to one customer, theirs is checked once they are known. */
const textFor = text
  .clone()
  .optional()
  .requiredWhen((field) => field.data.audience === 'all')

/*
 * Staff write to one customer (`userId`) or to all customers (`audience: 'all'`): each customer
 * receives the text in their own language, so a notice to all is written in the three.
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
  texts: vine.object({ en: textFor, es: textFor, ar: textFor }),
})
