/**
 * Latin spellings of addresses for carriers, whose systems and drivers' scanners read Latin only.
 *
 * Arabic gets its own treatment: the generic transliteration spells it letter by letter with
 * symbols (شارع → "shraa", ة → "@"), which no courier can read. Here the common address words
 * of `api/config/shipping/arabic_address_words.json` (street, district, building, big cities…)
 * become their usual Latin forms, in English order ("شارع التحرير" → "Al-Tahrir Street"), the
 * article becomes "Al-", and the other words are spelt letter by letter with a short vowel
 * where a word would otherwise start with two consonants (Arabic writes no short vowels).
 * Other scripts (Cyrillic, Greek, CJK…) go through the `transliteration` package.
 *
 * Pure and deterministic: the same text always gives the same spelling.
 */
import { transliterate } from 'transliteration'
import addressWordsJson from '../../config/shipping/arabic_address_words.json' with { type: 'json' }
import { LATIN_TEXT } from '#domain/parcels'

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/

type AddressWord = { latin: string; place?: boolean }

const ADDRESS_WORDS = (addressWordsJson as { words: Record<string, AddressWord> }).words

/** One Latin spelling per Arabic letter; vowels are decided by position below. */
const LETTERS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
}

const LONG_VOWELS: Record<string, string> = { ا: 'a', أ: 'a', إ: 'i', آ: 'aa', ى: 'a', ة: 'a' }

const PUNCTUATION: Record<string, string> = { '،': ',', '؛': ';', '؟': '?', 'ـ': '' }

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * One Arabic word: consonants as in LETTERS, alif and its forms (and ain) as vowels, waw and ya
 * as consonants at the start of a syllable and as "u"/"i" otherwise, and an "a" where the word
 * would start with two consonants (or between all of them when it has no vowel letter).
 */
function spellArabicWord(word: string): string {
  const known = ADDRESS_WORDS[word]
  if (known) return known.latin
  let article = ''
  let rest = word
  if (rest.length > 3 && rest.startsWith('ال')) {
    article = 'Al-'
    rest = rest.slice(2)
  }
  let out = ''
  let lastWasConsonant = false
  let vowelSeen = false
  const letters = [...rest]
  // A word written without any vowel letter (حسن, فهد) takes one between every two consonants.
  const unvoweled = !letters.some((letter) => letter in LONG_VOWELS || 'عويؤئ'.includes(letter))
  const consonant = (sound: string) => {
    if (lastWasConsonant && (unvoweled || !vowelSeen)) {
      out += 'a'
      vowelSeen = true
    }
    out += sound
    lastWasConsonant = true
  }
  const vowel = (sound: string) => {
    out += sound
    lastWasConsonant = false
    vowelSeen = true
  }
  letters.forEach((letter, index) => {
    const next = letters[index + 1]
    if (letter in LONG_VOWELS) vowel(LONG_VOWELS[letter])
    else if (letter === 'ع') vowel(out.endsWith('a') ? '' : 'a')
    else if (letter === 'و' || letter === 'ي' || letter === 'ؤ' || letter === 'ئ') {
      const isWaw = letter === 'و' || letter === 'ؤ'
      if (index === 0 || (next !== undefined && next in LONG_VOWELS)) consonant(isWaw ? 'w' : 'y')
      else vowel(isWaw ? 'u' : 'i')
    } else if (LETTERS[letter]) consonant(LETTERS[letter])
    else if (/[\u0660-\u0669]/.test(letter)) vowel(String(letter.charCodeAt(0) - 0x0660))
    else if (/[\u06f0-\u06f9]/.test(letter)) vowel(String(letter.charCodeAt(0) - 0x06f0))
    // Harakat (short vowel and doubling marks) and hamza alone are not spelt.
    else if (!/[\u064b-\u065f\u0670\u0621]/.test(letter)) vowel(letter)
  })
  return article + capitalized(out)
}

const isNumber = (token: string) => /^[\d\u0660-\u0669\u06f0-\u06f9]+[A-Za-z]?$/.test(token)

/** One comma-separated part of an Arabic address, word by word, in English order. */
function spellArabicPart(part: string): string {
  const tokens = part.split(/\s+/).filter(Boolean)
  const out: string[] = []
  for (let index = 0; index < tokens.length; index++) {
    const type = ADDRESS_WORDS[tokens[index]]
    // "شارع التحرير" is "Al-Tahrir Street" (the name runs to the next number); "شارع 12" stays.
    let end = index + 1
    if (type?.place) while (end < tokens.length && !isNumber(tokens[end])) end++
    const name = tokens.slice(index + 1, end).map(spellArabicWord)
    if (name.length > 0) {
      out.push(...name, type!.latin)
      index = end - 1
    } else {
      out.push(spellArabicWord(tokens[index]))
    }
  }
  return out.join(' ')
}

function spellArabic(text: string): string {
  let normalized = text
  for (const [from, to] of Object.entries(PUNCTUATION)) normalized = normalized.split(from).join(to)
  return normalized
    .split(',')
    .map((part) => spellArabicPart(part.trim()))
    .filter(Boolean)
    .join(', ')
}

/** True when carriers can take the text as it is. */
export function isLatin(text: string): boolean {
  return LATIN_TEXT.test(text)
}

/** The text in Latin letters: unchanged when it already is, else spelt for carriers. */
export function latinize(text: string): string {
  if (isLatin(text)) return text
  const spelt = ARABIC.test(text) ? spellArabic(text) : text
  return transliterate(spelt).replace(/\s+/g, ' ').trim()
}

/* What the standard PDF fonts can draw (Windows-1252): Latin letters, accents included. */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/

/**
 * Text for labels and carrier documents: as stored when the PDF fonts can draw it, else its
 * Latin spelling (ليلى حسن → Lila Hasan, Ősz → Osz). Text that still has nothing drawable is left
 * off: the suite and the numbers are what parcels are matched by.
 */
export function printable(text: string): string {
  if (DRAWABLE.test(text)) return text
  const latin = latinize(text)
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
  return DRAWABLE.test(latin) ? latin : ''
}

export type AddressText = {
  recipientName: string
  street: string
  city: string
  state?: string | null
}

export type LatinAddress = {
  recipientName: string
  street: string
  city: string
  state: string | null
}

/** The Latin spelling of an address for carriers, or null when it is Latin already. */
export function latinAddress(address: AddressText): LatinAddress | null {
  const fields = [address.recipientName, address.street, address.city, address.state ?? '']
  if (fields.every(isLatin)) return null
  return {
    recipientName: latinize(address.recipientName),
    street: latinize(address.street),
    city: latinize(address.city),
    state: address.state ? latinize(address.state) : null,
  }
}
