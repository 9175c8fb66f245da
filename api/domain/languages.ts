/** The product's languages, as both front ends name them, and the words a link may ask for one by. */
export const LANGUAGES = ['en', 'es', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

// What `?lang=` or `?language=` may say: the code or the English name.
const LANGUAGE_WORDS: Readonly<Record<string, Language>> = {
  en: 'en',
  english: 'en',
  es: 'es',
  spanish: 'es',
  ar: 'ar',
  arabic: 'ar',
}

/** The language a link's `?lang=` value names, in any case; undefined for any other word. */
export function languageNamed(value: string | null | undefined): Language | undefined {
  return value ? LANGUAGE_WORDS[value.trim().toLowerCase()] : undefined
}
