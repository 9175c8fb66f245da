import type { AppLocale } from '../i18n'

// Money is integer cents in USD everywhere in the API.
export function formatMoney(cents: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100)
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
