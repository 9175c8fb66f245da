import type { IntlShape } from 'react-intl'

/** Formats integer cents as US dollars in the page's locale; whole dollars drop the decimals. */
export function formatUsd(intl: IntlShape, cents: number): string {
  const whole = cents % 100 === 0
  return intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
}

/** A date as people of the page's language write it (e.g. "Nov 24, 2026", "24 nov 2026"). */
export function formatDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' })
}

/** A moment with its time of day, for histories and ledgers. */
export function formatDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
