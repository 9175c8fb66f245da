/**
 * Storage at the warehouse: free for `freeDays` from the day a package is received, then
 * `dailyFeeCents` for every started day, billed on the next shipping invoice; from
 * `disposalAfterDays` after receipt staff may dispose of an unclaimed package, with notice.
 */
export const STORAGE_RULES = Object.freeze({
  freeDays: 30,
  dailyFeeCents: 50,
  disposalAfterDays: 90,
})

export type StorageRules = { freeDays: number; dailyFeeCents: number; disposalAfterDays: number }
