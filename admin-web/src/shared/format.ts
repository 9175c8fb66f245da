import { isRtl, type AppLocale } from '../i18n'

// Left-to-right isolate and its end (Unicode bidi), and the direction marks Intl puts into some
// formats (Arabic starts an amount with U+200F, a negative one with U+200F U+200E too).
const LRI = '\u2066'
const PDI = '\u2069'
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g
const NO_BREAK_SPACE = '\u00a0'

/**
 * Latin text (an amount, box sizes) as one left-to-right run on a right-to-left page, wherever it
 * stands: left to the Arabic around it, "617.84 US$" turns into "$US 617.84" and "-76.66 US$"
 * into "$-76.66 US", and "18 × 14 × 12 in" inside parentheses comes apart. Its spaces do not
 * break either: a run split over two lines is reordered line by line. A string rather than an
 * element, so that it also isolates inside translated messages; left-to-right pages get the text
 * unchanged. The customer app does the same for amounts (customer-web/src/ui/format.ts).
 */
export function ltrRun(text: string, locale: AppLocale): string {
  if (!isRtl(locale)) return text
  return `${LRI}${text.replace(DIRECTION_MARKS, '').replace(/ /g, NO_BREAK_SPACE)}${PDI}`
}

/**
 * Money is integer cents in USD everywhere in the API. An amount the API did not send (a figure
 * kept from staff, a field still loading) reads "—", never "$NaN".
 */
export function formatMoney(cents: number | null | undefined, locale: AppLocale): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '—'
  return ltrRun(
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100),
    locale
  )
}

export function formatCount(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale).format(value)
}

export function formatDate(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
}

export function formatDateTime(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso)
  )
}

/**
 * For fields of Latin codes (tracking numbers, phones, emails): antd's right-to-left class sets
 * `direction: rtl` on inputs and outweighs a `dir="ltr"` attribute, which would show
 * "+971501234567" as "971501234567+" on an Arabic page.
 */
export const LTR_FIELD = { direction: 'ltr' } as const

/** Whose record it is, as staff read it beside one: the suite, then the name; nothing when unknown. */
export function formatCustomer(customer?: { suite: string | null; name: string } | null): string {
  return customer ? `${customer.suite ?? ''} ${customer.name}`.trim() : ''
}

/**
 * Dollars as staff type them ("25", "25.5", "25,50") → integer cents, read from the digits so
 * that no float rounding creeps in (29.05 × 100 is 2904.9999…); null when it is not an amount.
 */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
