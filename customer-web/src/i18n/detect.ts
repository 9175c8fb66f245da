import { GEO_CACHE_TTL_MS } from '../config'
import { isLang, normalizePath, type Lang } from '../routing/routeTable'
import { safeGet, safeSet, type KeyValueStore } from './storage'

/** Browser storage keys; the back office reads the same language preference. */
export const PREFERENCE_KEY = 'sigma_language_preference'
export const GEO_CACHE_KEY = 'sigma_geo_cache'
export const GEO_ATTEMPTED_KEY = 'geo_detection_attempted'

/** Country → language; every other country reads English. */
const SPANISH_COUNTRIES = 'ES MX AR CO PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY GQ'.split(' ')
const ARABIC_COUNTRIES = 'SA AE EG MA DZ IQ YE SY TN JO LB LY OM KW BH QA SD MR DJ SO'.split(' ')

export function languageForCountry(country: string): Lang {
  const code = country.toUpperCase()
  if (SPANISH_COUNTRIES.includes(code)) return 'es'
  if (ARABIC_COUNTRIES.includes(code)) return 'ar'
  return 'en'
}

/**
 * The part of a browser language tag before the hyphen, when es or ar. A tag that is not shaped like a
 * language tag (e.g. `<script>` from a tampered navigator) is dropped rather than trusted.
 */
export function browserLanguage(tag: string | undefined | null): Lang {
  if (!tag || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return 'en'
  const base = tag.split('-')[0].toLowerCase()
  return base === 'es' || base === 'ar' ? base : 'en'
}

export function storedPreference(local: KeyValueStore | undefined): Lang | null {
  const value = safeGet(local, PREFERENCE_KEY)
  return isLang(value) ? value : null
}

export function storePreference(local: KeyValueStore | undefined, lang: Lang): void {
  safeSet(local, PREFERENCE_KEY, lang)
}

export interface GeoCacheRecord {
  country: string
  language: Lang
  timestamp: number
}

/** The cached geo answer if it is readable, well formed and younger than 24 hours; otherwise ignored. */
export function readGeoCache(local: KeyValueStore | undefined, now: number): GeoCacheRecord | null {
  try {
    const record = JSON.parse(
      safeGet(local, GEO_CACHE_KEY) ?? 'null'
    ) as Partial<GeoCacheRecord> | null
    if (!record || typeof record.country !== 'string' || !isLang(record.language)) return null
    if (
      typeof record.timestamp !== 'number' ||
      now - record.timestamp > GEO_CACHE_TTL_MS ||
      record.timestamp > now
    )
      return null
    return record as GeoCacheRecord
  } catch {
    return null
  }
}

export interface DetectionEnv {
  pathname: string
  local: KeyValueStore | undefined
  session: KeyValueStore | undefined
  navigatorLanguage: string | undefined
  lookupCountry: () => Promise<string | null>
  now: () => number
}

/**
 * The language a visitor should see at the English root, or null to leave the page as it is:
 * stored preference → 24-hour geo cache → location lookup → browser language. Automatic detection runs once
 * per browser session, only on the English root and only without a stored preference.
 */
export async function detectLanguage(env: DetectionEnv): Promise<Lang | null> {
  if (normalizePath(env.pathname) !== '/') return null
  const preference = storedPreference(env.local)
  if (preference) return preference
  if (safeGet(env.session, GEO_ATTEMPTED_KEY)) return null
  // Set first: a second mount (or a slow lookup and a reload) must not run detection twice.
  safeSet(env.session, GEO_ATTEMPTED_KEY, 'true')

  try {
    const cached = readGeoCache(env.local, env.now())
    if (cached) return cached.language
    const country = await env.lookupCountry()
    if (country) {
      const language = languageForCountry(country)
      const record: GeoCacheRecord = { country, language, timestamp: env.now() }
      safeSet(env.local, GEO_CACHE_KEY, JSON.stringify(record))
      return language
    }
    return browserLanguage(env.navigatorLanguage)
  } catch (error) {
    console.warn(`Language detection failed: ${(error as Error).message}`)
    return 'en'
  }
}
