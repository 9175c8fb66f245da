/**
 * The storage clock: a package stays free for `freeDays` from receipt, then costs
 * `dailyFeeCents` for every started day until its fees are billed on a shipping invoice.
 * Pure, so that the customer's figures, the invoice and disposal agree to the cent.
 */
import { DateTime } from 'luxon'
import { STORAGE_RULES, type StorageRules } from '#domain/storage'

export type StorageStatus = {
  /** The end of free storage (ISO); null before receipt. */
  freeUntil: string | null
  /** Whole days of free storage left; 0 once fees accrue. */
  storageDaysLeft: number
  /** Started days charged after the free period. */
  chargeableDays: number
  storageFeeCents: number
  /** Staff may dispose of it (with notice) from this moment on. */
  disposalEligible: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

type Clock = {
  receivedAt: DateTime | null
  /** Billed on an invoice: the clock stopped there. */
  storageStoppedAt?: DateTime | null
}

export function storageStatus(
  pkg: Clock,
  now: DateTime = DateTime.utc(),
  config: StorageRules = STORAGE_RULES
): StorageStatus {
  if (!pkg.receivedAt) {
    return {
      freeUntil: null,
      storageDaysLeft: config.freeDays,
      chargeableDays: 0,
      storageFeeCents: 0,
      disposalEligible: false,
    }
  }
  const until = pkg.storageStoppedAt ?? now
  const received = pkg.receivedAt.toMillis()
  const freeUntil = received + config.freeDays * DAY_MS
  const elapsedAfterFree = until.toMillis() - freeUntil
  const chargeableDays = elapsedAfterFree > 0 ? Math.ceil(elapsedAfterFree / DAY_MS) : 0
  return {
    freeUntil: DateTime.fromMillis(freeUntil, { zone: 'utc' }).toISO(),
    storageDaysLeft: elapsedAfterFree < 0 ? Math.ceil(-elapsedAfterFree / DAY_MS) : 0,
    chargeableDays,
    storageFeeCents: chargeableDays * config.dailyFeeCents,
    disposalEligible: now.toMillis() >= received + config.disposalAfterDays * DAY_MS,
  }
}

/*
 * The storage reminders a package's owner gets: with 7 days and with 1 day of free storage left,
 * and when fees start. Counted in the same whole days as `storageDaysLeft`, the countdown the
 * customer sees.
 */
export const STORAGE_THRESHOLDS = ['7_days_left', '1_day_left', 'fees_started'] as const
export type StorageThreshold = (typeof STORAGE_THRESHOLDS)[number]

/**
 * The reminder a package is due now: the last threshold it passed, or null before the first
 * (fees start when no free day is left, as the customer's countdown shows).
 */
export function storageReminderDue(status: StorageStatus): StorageThreshold | null {
  if (status.freeUntil === null) return null
  if (status.storageDaysLeft === 0) return 'fees_started'
  if (status.storageDaysLeft <= 1) return '1_day_left'
  if (status.storageDaysLeft <= 7) return '7_days_left'
  return null
}
