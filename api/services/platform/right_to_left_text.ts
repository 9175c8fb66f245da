/*
 * Server texts in a right-to-left language (notifications, emails, error messages) mix Arabic
 * with Latin runs: amounts ("0.50 US$"), record numbers ("PKG-H78WN7R9"), service names. Left to
 * the bidi algorithm, such a run breaks apart ("$US 0.50", "SHP-/J33433P3"); each one is set
 * between left-to-right isolation marks, as the apps do with <bdi>, so it reads as written.
 */
import { configProvider } from '@adonisjs/core'
import { formatters } from '@adonisjs/i18n'
import type { FormatterFactory, TranslationsFormatterContract } from '@adonisjs/i18n/types'
import { directionOf, isLang } from '#customer-routes'

const LRI = '\u2066'
const PDI = '\u2069'

/*
 * A run starts and ends with a Latin letter, a digit or a currency or percent sign, and holds any
 * printable ASCII between: it ends at the first letter of the right-to-left script.
 */
const LATIN_RUN = /[A-Za-z0-9$][\x20-\x7E]*[A-Za-z0-9$%]|[A-Za-z0-9]/g

export function isolateLatinRuns(text: string) {
  return text.replace(LATIN_RUN, (run) => `${LRI}${run}${PDI}`)
}

class IsolatingFormatter implements TranslationsFormatterContract {
  readonly name = 'icu-isolating'
  constructor(private icu: TranslationsFormatterContract) {}

  /*
   * Only a message with values is a sentence that may hold a run; one without is read as it is
   * written, and may be data rather than prose (a field's grammatical gender, "feminine").
   */
  format(message: string, locale: string, data?: Record<string, unknown>) {
    const text = this.icu.format(message, locale, data)
    const lang = locale.split('-')[0]
    const rightToLeft = isLang(lang) && directionOf(lang) === 'rtl'
    return rightToLeft && data && Object.keys(data).length > 0 ? isolateLatinRuns(text) : text
  }
}

/** The ICU formatter, with Latin runs isolated in right-to-left languages. */
export const isolatingIcuFormatter = () =>
  configProvider.create<FormatterFactory>(async (app) => {
    const icu = await configProvider.resolve<FormatterFactory>(app, formatters.icu())
    return (config) => new IsolatingFormatter(icu!(config))
  })
