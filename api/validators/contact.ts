import vine from '@vinejs/vine'
import { email, honeypot, text } from '#validators/content'

/*
 * Email and message are required; a missing one gets the spec's single message,
 * "Please fill in both email and message fields" (content.json contact.messages.*),
 * when validated with contentMessages(i18n, 'contact').
 */
export const contactValidator = vine.create({
  name: vine.string().trim().maxLength(100).nullable().optional(),
  email: email(),
  message: text(5000),
  website: honeypot(),
})
