#!/usr/bin/env node
/**
 * Fails (exit 1) when the message catalogs of the three languages disagree: a message missing or extra in a
 * language, a message that does not parse as ICU, or one whose placeholders, tags or select options differ
 * from English. Runs offline (it only parses), so CI can gate on it. Usage: node scripts/verify-messages.mjs
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url))
const LANGUAGES = ['en', 'es', 'ar']
// Every catalog: the API's, the back office's and the customer app's, with the per-feature ones in
// subfolders (locales/<lang>/app/*.json for the customer app, locales/<lang>/admin/*.json for the back office).
const CATALOGS = readdirSync(new URL('../locales/en/', import.meta.url), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.json'))
  .sort()
const REFERENCE = 'en'

const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE).map(([name, value]) => [value, name]))
const problems = []

/**
 * What must be the same in every language: each argument with its type, each rich-text tag, and the option
 * keys of select arguments. Plural options are left out: languages have different plural categories.
 */
function signature(elements, out = new Set()) {
  for (const element of elements) {
    const type = TYPE_NAMES[element.type]
    if (type === 'literal' || type === 'pound') continue
    if (type === 'tag') {
      out.add(`tag:${element.value}`)
      signature(element.children, out)
      continue
    }
    out.add(`${type}:${element.value}`)
    if (type === 'select')
      out.add(`select:${element.value}:{${Object.keys(element.options).sort().join(',')}}`)
    if (type === 'select' || type === 'plural') {
      for (const option of Object.values(element.options)) signature(option.value, out)
    }
  }
  return out
}

function load(lang, file) {
  const path = `${LOCALES_DIR}${lang}/${file}`
  if (!existsSync(path)) {
    problems.push(`${lang}/${file}: file missing`)
    return null
  }
  try {
    const data = JSON.parse(readFileSync(path, 'utf8'))
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error('not a flat object')
    for (const [id, value] of Object.entries(data)) {
      if (typeof value !== 'string')
        problems.push(`${lang}/${file}: "${id}" is not a string (catalogs are flat)`)
      else if (!value.trim()) problems.push(`${lang}/${file}: "${id}" is empty`)
    }
    return data
  } catch (error) {
    problems.push(`${lang}/${file}: ${error.message}`)
    return null
  }
}

function signatureOf(lang, file, id, message) {
  try {
    return [...signature(parse(message))].sort().join(' ')
  } catch (error) {
    problems.push(`${lang}/${file}: "${id}" is not valid ICU (${error.message})`)
    return null
  }
}

for (const file of CATALOGS) {
  const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang, file)]))
  const reference = catalogs[REFERENCE]
  if (!reference) continue
  for (const lang of LANGUAGES) {
    const catalog = catalogs[lang]
    if (!catalog) continue
    for (const id of Object.keys(reference)) {
      if (!(id in catalog)) problems.push(`${lang}/${file}: missing "${id}"`)
    }
    for (const [id, message] of Object.entries(catalog)) {
      if (typeof message !== 'string') continue
      if (!(id in reference)) {
        problems.push(`${lang}/${file}: extra "${id}" (not in ${REFERENCE})`)
        continue
      }
      const mine = signatureOf(lang, file, id, message)
      const expected = lang === REFERENCE ? mine : signatureOf(REFERENCE, file, id, reference[id])
      if (lang !== REFERENCE && mine !== null && expected !== null && mine !== expected) {
        problems.push(
          `${lang}/${file}: "${id}" differs in structure: [${mine}] vs ${REFERENCE} [${expected}]`
        )
      }
    }
  }
}

if (problems.length) {
  console.error(
    `Message catalogs disagree (${problems.length}):\n  ${[...new Set(problems)].join('\n  ')}`
  )
  process.exit(1)
}
console.log(`Messages verified: ${CATALOGS.join(', ')} agree across ${LANGUAGES.join(', ')}.`)
