/**
 * What carriers and customs will not take from us, as a list staff edit without code
 * (`api/config/shipping/prohibited_items.json`: category → words and phrases in our three
 * languages). A customs line whose description names one is flagged, and its package cannot
 * ship until the line is corrected or the item removed.
 */
import listJson from '../../config/shipping/prohibited_items.json' with { type: 'json' }

export type ProhibitedCategory = keyof typeof listJson

/** Case and accents do not matter: "Pólvora" and "POLVORA" are the same word to a customs officer. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/*
 * Whole words only ("cash" must not flag "cashmere"); letters and digits of any script count as
 * word characters, so Arabic and accented words are bounded too. Compiled once at load.
 */
const matchers: ReadonlyArray<{ category: ProhibitedCategory; pattern: RegExp }> = Object.entries(
  listJson
).map(([category, phrases]) => ({
  category: category as ProhibitedCategory,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${phrases.map((phrase) => escapeRegExp(fold(phrase))).join('|')})(?![\\p{L}\\p{N}])`,
    'u'
  ),
}))

/** The first prohibited category the description names, or null when it may ship. */
export function prohibitedCategoryOf(description: string): ProhibitedCategory | null {
  const folded = fold(description)
  return matchers.find((matcher) => matcher.pattern.test(folded))?.category ?? null
}
