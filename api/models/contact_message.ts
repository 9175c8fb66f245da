import { ContactMessageSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Locale } from '#models/user'

/** A message sent through the contact form: emailed to support and kept for the staff inbox. */
export default class ContactMessage extends ContactMessageSchema {
  @column() declare locale: Locale
}
