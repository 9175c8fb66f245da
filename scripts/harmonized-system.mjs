/**
 * Writes api/domain/data/harmonized_system_2022.json, the Harmonized System 2022 subheadings the
 * declaration editor offers, from the public "harmonized-system" data package's CSV (ODC-PDDL-1.0,
 * see NOTICE): `node scripts/harmonized-system.mjs path/to/harmonized-system.csv`.
 *
 * Compact: each heading (4 digits) once, then each subheading (6 digits) with its own wording;
 * chapters and the total are left out, a declaration names a subheading. So is the statistical
 * "99 Commodities not specified according to kind" (section TOTAL): no customs office takes it.
 */
import { readFileSync, writeFileSync } from 'node:fs'

/** The rows of a CSV whose fields may be quoted (with "" for a quote inside). */
function parseCsv(text) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at]
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length) rows.push([...row, field])
  return rows
}

const source = process.argv[2]
if (!source) {
  console.error('usage: node scripts/harmonized-system.mjs harmonized-system.csv')
  process.exit(1)
}
const [header, ...rows] = parseCsv(readFileSync(source, 'utf8').replace(/^\uFEFF/, ''))
const column = (name) => header.indexOf(name)
const [section, code, description, level] = ['section', 'hscode', 'description', 'level'].map(
  column
)

const headings = {}
const subheadings = []
for (const row of rows) {
  if (row[section] === 'TOTAL') continue
  if (row[level] === '4') headings[row[code]] = row[description]
  if (row[level] === '6') subheadings.push([row[code], row[description]])
}
const target = new URL('../api/domain/data/harmonized_system_2022.json', import.meta.url)
writeFileSync(target, JSON.stringify({ edition: 'HS 2022', headings, subheadings }) + '\n')
console.log(`${Object.keys(headings).length} headings, ${subheadings.length} subheadings`)
