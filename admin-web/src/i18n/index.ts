import { useMemo, useSyncExternalStore } from 'react'
import type { I18nProvider } from '@refinedev/core'
import type { ConfigProviderProps } from 'antd'
import enUS from 'antd/es/locale/en_US'
import { languageNamed } from '#domain/languages'

export const LOCALES = ['en', 'es', 'ar'] as const
export type AppLocale = (typeof LOCALES)[number]

type Messages = Readonly<Record<string, string>>
type AntdLocale = NonNullable<ConfigProviderProps['locale']>

interface I18nState {
  locale: AppLocale
  messages: Messages
  antdLocale: AntdLocale
}

// The customer app uses the same key, so a language chosen on either side carries over.
const STORAGE_KEY = 'sigma_language_preference'

// One chunk per language, fetched only when that language is used.
const catalogs: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogs/en'),
  es: () => import('./catalogs/es'),
  ar: () => import('./catalogs/ar'),
}

// The ES-module build (antd/es/…): `antd/locale/*` is CommonJS, whose default export arrives
// wrapped once more. English is antd's own default, already in the bundle; it is still passed
// explicitly, because ConfigProvider wraps its children in a LocaleProvider only when given a
// locale, and that change of tree would remount the whole app on a switch from English.
const antdLocales: Record<AppLocale, () => Promise<AntdLocale>> = {
  en: async () => enUS,
  es: () => import('antd/es/locale/es_ES').then((module) => module.default),
  ar: () => import('antd/es/locale/ar_EG').then((module) => module.default),
}

// Until a catalog arrives, translate() falls back to the default texts refine and our components pass.
let state: I18nState = { locale: 'en', messages: {}, antdLocale: enUS }
const listeners = new Set<() => void>()
let latestRequest = 0

/** The language `?lang=`, `?language=` or the stored preference names, if any. */
export const parseLocale = languageNamed

export function isRtl(locale: AppLocale): boolean {
  return locale === 'ar'
}

function readStoredLocale(): AppLocale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    // Only en, es and ar are valid stored values, not the aliases.
    return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as AppLocale) : undefined
  } catch {
    return undefined // storage disabled (privacy mode): fall through to the browser language
  }
}

function storeLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/**
 * Picks the start language: `?lang=`/`?language=` (where the server sends `/es/admin` and
 * `/ar/المدير`), then the stored choice, then the browser language, then English.
 * The query parameter is removed from the address once read, so a later choice in the language
 * switcher is not overridden on reload.
 */
export function takeInitialLocale(): AppLocale {
  const url = new URL(window.location.href)
  const fromQuery = parseLocale(url.searchParams.get('lang') ?? url.searchParams.get('language'))
  if (url.searchParams.has('lang') || url.searchParams.has('language')) {
    url.searchParams.delete('lang')
    url.searchParams.delete('language')
    window.history.replaceState(window.history.state, '', url)
  }
  if (fromQuery) {
    storeLocale(fromQuery)
    return fromQuery
  }
  const fromBrowser = navigator.languages
    .map((tag) => parseLocale(tag.split('-')[0]))
    .find((locale) => locale !== undefined)
  return readStoredLocale() ?? fromBrowser ?? 'en'
}

/** Loads a language's messages and antd texts, then switches every subscriber at once. */
export async function setLocale(locale: AppLocale): Promise<void> {
  const request = ++latestRequest
  const [catalog, antdLocale] = await Promise.all([catalogs[locale](), antdLocales[locale]()])
  // A quicker later switch wins over a slower earlier one.
  if (request !== latestRequest) return
  state = { locale, messages: catalog.default, antdLocale }
  document.documentElement.lang = locale
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr'
  storeLocale(locale)
  listeners.forEach((listener) => listener())
}

export function getLocale(): AppLocale {
  return state.locale
}

function interpolate(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match
  )
}

/**
 * Same contract as refine's `translate(key, options?, defaultMessage?)`, which refine also calls
 * as `translate(key, defaultMessage)`. A missing message falls back to the default text, so a
 * raw key only shows when a caller passes neither.
 */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const fallback = defaultMessage ?? (typeof options === 'string' ? options : undefined)
  const template = state.messages[key] ?? fallback ?? key
  return typeof options === 'object' && options !== null
    ? interpolate(template, options as Record<string, unknown>)
    : template
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useI18nState(): I18nState {
  return useSyncExternalStore(subscribe, () => state)
}

/**
 * A new provider object per language: refine memoises its `useTranslate` on the provider's
 * identity, so this is what re-renders refine's own texts after a switch.
 */
export function useI18nProvider(): I18nProvider {
  const { locale } = useI18nState()
  return useMemo(
    () => ({
      translate,
      changeLocale: (next: string) => setLocale(parseLocale(next) ?? 'en'),
      getLocale: () => locale,
    }),
    [locale]
  )
}
