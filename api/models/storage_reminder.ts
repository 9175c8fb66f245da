import { StorageReminderSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { StorageThreshold } from '#domain/storage_clock'

/** A storage reminder sent for a package at one threshold: never sent twice. */
export default class StorageReminder extends StorageReminderSchema {
  @column() declare threshold: StorageThreshold
}
