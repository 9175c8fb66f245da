import type { IntlShape } from 'react-intl'
import { directionOf, isLang } from '../routing/routeTable'

/* Left-to-right isolate and its end (Unicode bidi), and the direction marks Intl puts into some formats. */
const LRI = '\u2066'
const PDI = '\u2069'
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g

/**
 * Formats integer cents as US dollars in the page's locale; whole dollars drop the decimals. On a
 * right-to-left page the amount is one left-to-right run ("5 US$", as in Spanish) wherever it stands: left
 * to the surrounding text, the symbol would turn into "$US" and a neighbouring "(59%)" could land inside it.
 */
export function formatUsd(intl: IntlShape, cents: number): string {
  const whole = cents % 100 === 0
  const amount = intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
  return isRightToLeft(intl) ? `${LRI}${amount.replace(DIRECTION_MARKS, '')}${PDI}` : amount
}

function isRightToLeft(intl: IntlShape): boolean {
  const lang = intl.locale.split('-')[0]
  return isLang(lang) && directionOf(lang) === 'rtl'
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
