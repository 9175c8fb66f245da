/**
 * The Harmonized System 2022: the 6-digit subheadings customs classify goods by, in English, from
 * the public-domain data set named in NOTICE (scripts/harmonized-system.mjs writes the file). A
 * declaration line names one subheading; customers find it by words or by the first digits.
 */
import data from './data/harmonized_system_2022.json' with { type: 'json' }

export type HsSubheading = {
  readonly code: string
  readonly description: string
  /** The 4-digit heading's wording, which often names the goods the subheading leaves implicit. */
  readonly heading: string
}

/** The most a search answers: a picker shows a short list and the customer types more. */
export const HS_SEARCH_LIMIT = 20

const headings: Record<string, string> = data.headings

const SUBHEADINGS: readonly HsSubheading[] = Object.freeze(
  data.subheadings.map(([code, description]) =>
    Object.freeze({ code, description, heading: headings[code.slice(0, 4)] ?? '' })
  )
)
const byCode = new Map(SUBHEADINGS.map((entry) => [entry.code, entry]))

/** Lower case, accents dropped, cut into words of letters and digits. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

const indexed = SUBHEADINGS.map((entry) => ({
  entry,
  own: wordsOf(entry.description),
  all: [...wordsOf(entry.description), ...wordsOf(entry.heading)],
}))

/** A code as customers write it ("3303.00", "3303 00") to its six digits; null when it is not one. */
export function normalizeHsCode(code: string): string | null {
  const digits = code.replace(/[\s.]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The subheading of a 6-digit code, or undefined when the HS 2022 has none. */
export function hsSubheading(code: string): HsSubheading | undefined {
  return byCode.get(code)
}

/*
 * A typed word matches a word it begins; a plural "s" is dropped so that "shoes" finds "shoe"
 * and "perfumes" finds "perfume" as well as "perfumery". Short words ("of", "a") find everything
 * and are left out.
 */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word)
const hasWord = (words: string[], typed: string) => words.some((word) => word.startsWith(typed))

/**
 * The subheadings for what a customer typed: digits find codes that begin with them; words find
 * the subheadings whose wording (or their heading's) has the most of them ("running shoes" finds
 * the shoes although the HS never says "running"), those that say them themselves first, then the
 * shortest (the plainest) first. The first `limit` of them, and how many there are in all.
 */
export function searchHsCodes(
  query: string,
  limit = HS_SEARCH_LIMIT
): { found: HsSubheading[]; total: number } {
  const all = matchingSubheadings(query)
  return { found: all.slice(0, limit), total: all.length }
}

function matchingSubheadings(query: string): HsSubheading[] {
  const digits = query.replace(/[\s.]/g, '')
  if (/^\d+$/.test(digits)) return SUBHEADINGS.filter((entry) => entry.code.startsWith(digits))
  const typed = [...new Set(wordsOf(query).filter((word) => word.length > 2))].map(stem)
  if (typed.length === 0) return []
  return indexed
    .map((row) => ({
      entry: row.entry,
      found: typed.filter((word) => hasWord(row.all, word)).length,
      own: typed.filter((word) => hasWord(row.own, word)).length,
    }))
    .filter((row) => row.found > 0)
    .sort(
      (a, b) =>
        b.found - a.found ||
        b.own - a.own ||
        a.entry.description.length - b.entry.description.length ||
        a.entry.code.localeCompare(b.entry.code)
    )
    .map((row) => row.entry)
}
