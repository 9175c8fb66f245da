/**
 * Tells customers, in their language and through the channels their preferences allow, when a
 * package in storage has 7 days and 1 day of free storage left and when its fees start: the
 * same clock as the countdown they see (#domain/storage_clock). Run by the scheduler.
 */
import { DateTime } from 'luxon'
import { inTransaction, isUniqueViolation } from '#services/platform/transactions'
import Package from '#models/package'
import StorageReminder from '#models/storage_reminder'
import { STORAGE_RULES } from '#domain/storage'
import { type StorageThreshold, storageReminderDue, storageStatus } from '#domain/storage_clock'
import { notify } from '#services/platform/notify'

/* The first reminder comes with a week of free storage left: younger packages are not looked at. */
const FIRST_REMINDER_DAYS = 7

/** Sends the reminders due now; returns how many were sent. */
export async function sendStorageReminders(now = DateTime.utc()) {
  const oldestUnreminded = now.minus({ days: STORAGE_RULES.freeDays - FIRST_REMINDER_DAYS })
  const packages = await Package.query()
    .where('status', 'received')
    .whereNull('storage_stopped_at')
    .where('received_at', '<=', oldestUnreminded.toSQL({ includeOffset: false }))
    .preload('user')
  const reminded = await StorageReminder.query().whereIn(
    'package_id',
    packages.map((pkg) => pkg.id)
  )
  const done = new Set(reminded.map((reminder) => `${reminder.packageId}:${reminder.threshold}`))
  let sent = 0
  for (const pkg of packages) {
    const threshold = storageReminderDue(storageStatus(pkg, now))
    if (!threshold || done.has(`${pkg.id}:${threshold}`)) continue
    if (await remind(pkg, threshold)) sent++
  }
  return sent
}

/*
 * The reminder's row and the notification are written together; the row is unique per package
 * and threshold, so a reminder already sent (by this run or another scheduler's) is skipped.
 */
async function remind(pkg: Package, threshold: StorageThreshold) {
  try {
    await inTransaction(async (trx) => {
      await StorageReminder.create({ packageId: pkg.id, threshold }, { client: trx })
      await notify(
        pkg.user,
        'storage_reminder',
        {
          packageNumber: pkg.number,
          reason: threshold,
          dailyFee: STORAGE_RULES.dailyFeeCents / 100,
        },
        { trx }
      )
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
