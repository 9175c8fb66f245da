/*
 * GET /api/packages (issue 3): 100,000 packages belonging to the signed-in bench customer,
 * bulk-inserted straight into the bench SQLite database (one transaction, one prepared
 * statement), then the first page of 25 as the customer app asks for it.
 */
import Database from 'better-sqlite3'
import { api, CONNECTIONS, DURATION, errorNote, load } from './http.mjs'

export const PACKAGE_COUNT = Number(process.env.BENCH_PACKAGES ?? 100_000)
const PAGE = '/api/packages?_start=0&_end=25'

const STATUSES = [
  ['received', 50],
  ['shipped', 30],
  ['ship_requested', 8],
  ['expected', 5],
  ['disposed', 4],
  ['returned', 3],
]
const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL', 'Amazon Logistics', 'OnTrac', 'LaserShip', 'Other']
const SENDERS = [
  'Amazon.com',
  'Walmart',
  'Best Buy',
  'Target',
  'eBay seller',
  'Apple Store',
  'Nike',
  'Sephora',
  'Costco',
  'Home Depot',
]
const DESCRIPTIONS = ['Shoes', 'Phone case', 'Clothes', 'Laptop', 'Books', 'Vitamins', 'Toys', null]
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ' // as api/services/platform/public_numbers.ts
const DAY_MS = 86_400_000

/** Distinct PKG- numbers: i ↦ i × p mod 31⁸ is one-to-one for a p prime to 31. */
function packageNumber(i) {
  let n = (i * 1_000_003 + 7_777_777) % 31 ** 8
  let suffix = ''
  for (let digit = 0; digit < 8; digit++) {
    suffix += ALPHABET[n % 31]
    n = Math.floor(n / 31)
  }
  return `PKG-${suffix}`
}

/** Lucid's SQLite datetime format (yyyy-MM-dd HH:mm:ss), UTC. */
const sqlTime = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

const COLUMNS = [
  'number',
  'user_id',
  'status',
  'carrier',
  'inbound_tracking',
  'duplicate_tracking',
  'sender',
  'description',
  'weight_lb',
  'length_in',
  'width_in',
  'height_in',
  'received_by_id',
  'received_at',
  'declared_value_cents',
  'declared_at',
  'has_prohibited_items',
  'storage_stopped_at',
  'disposed_at',
  'created_at',
  'updated_at',
]

/** Inserts `count` packages for the customer with `email`; returns their id and the time taken. */
export function seedPackages(databaseFile, email, count = PACKAGE_COUNT) {
  const started = performance.now()
  const db = new Database(databaseFile)
  db.pragma('busy_timeout = 10000')
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email)
    if (!user) throw new Error(`no user ${email} in ${databaseFile}`)

    // A column added by a later migration without a default would make every insert fail: say so.
    const missing = db
      .prepare('PRAGMA table_info(packages)')
      .all()
      .filter((column) => column.notnull && column.dflt_value === null && !column.pk)
      .map((column) => column.name)
      .filter((name) => !COLUMNS.includes(name))
    if (missing.length) throw new Error(`packages seeding misses columns: ${missing.join(', ')}`)

    const insert = db.prepare(
      `INSERT INTO packages (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`
    )
    const statuses = STATUSES.flatMap(([status, weight]) => Array(weight).fill(status))
    const now = Date.now()
    let seed = 42
    const next = (n) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }

    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const status = statuses[next(statuses.length)]
        const receivedMs = now - next((730 * DAY_MS) / 1000) * 1000
        const received = status === 'expected' ? null : sqlTime(receivedMs)
        const declared = status !== 'expected' && next(10) < 6
        const later = (days) => sqlTime(Math.min(now, receivedMs + days * DAY_MS))
        insert.run(
          packageNumber(i),
          user.id,
          status,
          CARRIERS[next(CARRIERS.length)],
          `1Z${String(100_000_000 + i).padStart(12, '0')}${next(10)}`,
          next(200) === 0 ? 1 : 0,
          SENDERS[next(SENDERS.length)],
          DESCRIPTIONS[next(DESCRIPTIONS.length)],
          (next(6000) + 10) / 100,
          (next(3000) + 400) / 100,
          (next(2000) + 300) / 100,
          (next(1500) + 100) / 100,
          null,
          received,
          declared ? next(50_000) + 500 : null,
          declared ? later(2) : null,
          next(500) === 0 ? 1 : 0,
          status === 'shipped' || status === 'ship_requested' ? later(10) : null,
          status === 'disposed' ? later(60) : null,
          received ?? sqlTime(now - next(7) * DAY_MS),
          status === 'received' || status === 'expected' ? (received ?? sqlTime(now)) : later(10)
        )
      }
    })()
    const total = db.prepare('SELECT count(*) AS n FROM packages WHERE user_id = ?').get(user.id).n
    return { userId: user.id, total, seconds: (performance.now() - started) / 1000 }
  } finally {
    db.close()
  }
}

export async function packagesPage(bearerToken, expectedTotal) {
  const headers = { authorization: `Bearer ${bearerToken}`, accept: 'application/json' }
  const started = performance.now()
  const response = await fetch(api + PAGE, { headers })
  const firstMs = performance.now() - started
  const rows = await response.json()
  const total = Number(response.headers.get('x-total-count'))
  if (!response.ok || !Array.isArray(rows) || rows.length !== 25 || total !== expectedTotal) {
    throw new Error(
      `GET ${PAGE}: ${response.status}, ${rows?.length} rows, x-total-count ${total} (expected 25 of ${expectedTotal})`
    )
  }
  if (process.env.BENCH_DEBUG) console.error(rows[0])
  const loaded = await load({ name: `GET ${PAGE}`, url: api + PAGE, headers })
  // One connection: the time one request takes when it does not queue behind 49 others.
  const alone = await load({
    name: `GET ${PAGE}`,
    url: api + PAGE,
    headers,
    connections: 1,
    duration: Math.max(2, Math.round(DURATION / 2)),
  })
  return { loaded, alone, firstMs, bytes: JSON.stringify(rows).length }
}

export function printPackages(seed, page) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US')
  console.log(
    `\n### GET /api/packages, page of 25 of ${fmt(seed.total)} packages of one customer (issue 3)\n`
  )
  console.log('| autocannon connections | requests/s | p50 (median) ms | p99 ms |')
  console.log('|---:|---:|---:|---:|')
  for (const [connections, run] of [
    [CONNECTIONS, page.loaded],
    [1, page.alone],
  ]) {
    console.log(`| ${connections}${errorNote(run)} | ${fmt(run.rps)} | ${run.p50} | ${run.p99} |`)
  }
  console.log(
    `\nSeeding ${fmt(seed.total)} packages (one transaction): ${seed.seconds.toFixed(1)} s; ` +
      `first request after seeding: ${page.firstMs.toFixed(0)} ms; page body ${fmt(page.bytes)} bytes. ` +
      'No target set (issue 3 asks for the figures).'
  )
}
