import vine from '@vinejs/vine'
import { email, honeypot, text } from '#validators/content'

/*
 * Email and message are required; a missing one gets the one message for both,
 * "Please fill in both email and message fields" (content.json contact.messages.*),
 * when validated with contentMessages(i18n, 'contact').
 */
export const contactValidator = vine.create({
  name: vine.string().trim().maxLength(100).nullable().optional(),
  email: email(),
  message: text(5000),
  website: honeypot(),
})
