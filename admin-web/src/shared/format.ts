import type { AppLocale } from '../i18n'

// Money is integer cents in USD everywhere in the API (architecture.md, Conventions).
export function formatMoney(cents: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100)
}

export function formatCount(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale).format(value)
}

export function formatDate(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
}
