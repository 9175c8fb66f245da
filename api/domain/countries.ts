/**
 * Destination countries: the full ISO 3166-1 alpha-2 list with names in the product's three
 * languages, from i18n-iso-countries so that names and new codes follow its maintained data.
 */
import isoCountries from 'i18n-iso-countries/index.js'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' }
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' }

// The package's default entry registers all of its ~80 languages; we load only ours.
isoCountries.registerLocale(en)
isoCountries.registerLocale(es)
isoCountries.registerLocale(ar)

export const COUNTRY_LOCALES = ['en', 'es', 'ar'] as const

export type CountryLocale = (typeof COUNTRY_LOCALES)[number]

export type Country = { readonly code: string; readonly name: string }

/** Every ISO 3166-1 alpha-2 code, upper case. */
export const COUNTRY_CODES: readonly string[] = Object.freeze(
  Object.keys(isoCountries.getAlpha2Codes())
)

const knownCodes: ReadonlySet<string> = new Set(COUNTRY_CODES)

const listsByLocale = new Map<CountryLocale, readonly Country[]>()

/** True for an upper-case ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return knownCodes.has(code)
}

function buildList(locale: CountryLocale): readonly Country[] {
  const names = isoCountries.getNames(locale)
  const byName = new Intl.Collator(locale).compare
  const countries = COUNTRY_CODES.map((code) => Object.freeze({ code, name: names[code] }))
  return Object.freeze(countries.sort((a, b) => byName(a.name, b.name)))
}

/** Every country with its name in `locale`, in that language's alphabetical order. */
export function listCountries(locale: CountryLocale): readonly Country[] {
  let countries = listsByLocale.get(locale)
  if (!countries) {
    countries = buildList(locale)
    listsByLocale.set(locale, countries)
  }
  return countries
}

/** A country's name in `locale`, the code itself for one the list lacks. */
export function countryName(code: string, locale: CountryLocale): string {
  return isoCountries.getName(code, locale) ?? code
}
