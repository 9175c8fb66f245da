/*
 * The back-office orders list on MariaDB: a database of its own (BENCH_ORDERS_MYSQL_DATABASE,
 * dropped and migrated afresh), customers and orders bulk-inserted with multi-row INSERTs, the
 * production server started against it, and GET /api/admin/orders (page of 25, newest first)
 * measured at each size of BENCH_ORDERS, growing the same table. At the first size the whole
 * list is exported as CSV while the server's memory is sampled.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import mysql from 'mysql2/promise'
import { api, errorNote, load, signIn, startServers, waitFor } from './http.mjs'

const ORDER_SIZES = (process.env.BENCH_ORDERS ?? '100000,1000000').split(',').map(Number)
const DATABASE = process.env.BENCH_ORDERS_MYSQL_DATABASE ?? 'sigma_bench'
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 5)
const CUSTOMERS = 20_000
const BATCH = 5000
const PAGE = '/api/admin/orders?_start=0&_end=25&_sort=createdAt&_order=desc'
const CSV = '/api/admin/orders.csv?_sort=createdAt&_order=desc'

/* The list is measured with these filters; the first is the one the targets are about. */
const FILTERS = [
  { status: 'processing', label: 'status=processing (a working queue)' },
  { status: 'delivered', label: 'status=delivered (most of the table)' },
  { label: 'no filter' },
]

const server = {
  host: process.env.MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.MYSQL_PORT ?? 3306),
  user: process.env.MYSQL_USER ?? 'root',
  password: process.env.MYSQL_PASSWORD ?? '',
}

/** Why this part cannot run here, or null when MariaDB answers. */
export async function mysqlUnavailable() {
  try {
    await (await mysql.createConnection(server)).end()
    return null
  } catch (error) {
    return `no MariaDB/MySQL at ${server.host}:${server.port} (${error.code ?? error.message})`
  }
}

/*
 * Where an order stands depends on its age: the last weeks' orders move through the working
 * states, older ones are delivered or cancelled. Weights per age bracket, in days.
 */
const STATUS_BY_AGE = [
  [2, { submitted: 60, processing: 30, held: 3, cancelled: 7 }],
  [7, { processing: 35, fulfilled: 40, received: 15, held: 5, cancelled: 5 }],
  [21, { received: 30, ready_for_shipping: 25, shipped: 35, held: 3, cancelled: 7 }],
  [45, { shipped: 45, delivered: 50, cancelled: 5 }],
  [Infinity, { delivered: 91, cancelled: 9 }],
].map(([days, weights]) => [
  days,
  Object.entries(weights).flatMap(([status, weight]) => Array(weight).fill(status)),
])
const DAY_MS = 86_400_000
const SPAN_MS = 730 * DAY_MS
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ' // as api/services/platform/public_numbers.ts
const CITIES = [
  ['Riyadh', '12211', 'SA'],
  ['Dubai', '00000', 'AE'],
  ['Kuwait City', '13001', 'KW'],
  ['Doha', '00000', 'QA'],
  ['Manama', '317', 'BH'],
  ['Muscat', '100', 'OM'],
]

let seed = 42
const next = (n) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed % n
}

/** ORD- and eight digits of base 31, most significant first: numbers ascend with `i`. */
function orderNumber(i) {
  let suffix = ''
  for (let n = i, digit = 0; digit < 8; digit++, n = Math.floor(n / 31)) {
    suffix = ALPHABET[n % 31] + suffix
  }
  return `ORD-${suffix}`
}

const sqlTime = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

async function insertRows(db, table, columns, rows) {
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [rows])
}

/** The customers the orders belong to; returns their ids. */
async function seedCustomers(db) {
  const columns = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'password',
    'role',
    'customer_id',
    'locale',
    'created_at',
    'updated_at',
  ]
  const now = sqlTime(Date.now())
  for (let first = 0; first < CUSTOMERS; first += BATCH) {
    const rows = []
    for (let i = first; i < Math.min(first + BATCH, CUSTOMERS); i++) {
      rows.push([
        'Customer',
        String(i),
        `customer${i}@bench.example`,
        '+14155552671',
        '!', // no usable password: these customers exist for their orders, nobody signs in as them
        'customer',
        `SB-${100_000 + i}`,
        'en',
        now,
        now,
      ])
    }
    await insertRows(db, 'users', columns, rows)
  }
  const [ids] = await db.query("SELECT id FROM users WHERE role = 'customer'")
  return ids.map((row) => row.id)
}

const ORDER_COLUMNS = [
  'number',
  'user_id',
  'status',
  'held_from',
  'total_cents',
  'shipping_address',
  'billing_address',
  'inbound_tracking',
  'created_at',
  'updated_at',
]

/**
 * Adds orders until the table holds `total`, dated over the last two years in ascending order
 * (as a live table fills, so ids follow dates within each growth).
 */
async function growOrders(db, customers, total) {
  const started = performance.now()
  const [[{ have }]] = await db.query('SELECT count(*) AS have FROM orders')
  const now = Date.now()
  const adding = total - have
  for (let first = 0; first < adding; first += BATCH) {
    const rows = []
    for (let i = first; i < Math.min(first + BATCH, adding); i++) {
      const created = now - SPAN_MS + Math.floor(((i + next(1000) / 1000) / adding) * SPAN_MS)
      const ageDays = (now - created) / DAY_MS
      const statuses = STATUS_BY_AGE.find(([days]) => ageDays < days)[1]
      const status = statuses[next(statuses.length)]
      const [city, postalCode, country] = CITIES[next(CITIES.length)]
      const address = JSON.stringify({
        recipientName: `Customer ${next(CUSTOMERS)}`,
        street: `${next(900) + 100} King Fahd Road`,
        city,
        state: null,
        postalCode,
        country,
      })
      rows.push([
        orderNumber(have + i),
        customers[next(customers.length)],
        status,
        status === 'held' ? 'processing' : null,
        next(50_000) + 500,
        address,
        null,
        next(10) < 6 ? `1Z${String(have + i).padStart(14, '0')}` : null,
        sqlTime(created),
        sqlTime(Math.min(now, created + next(30) * DAY_MS)),
      ])
    }
    await insertRows(db, 'orders', ORDER_COLUMNS, rows)
  }
  // The orders went in as rows, past the model that counts them per status (order_counts.ts).
  await db.query('DELETE FROM order_status_counts')
  await db.query(
    'INSERT INTO order_status_counts (status, orders) SELECT status, COUNT(*) FROM orders GROUP BY status'
  )
  // Fresh statistics, as a table that grew over time would have: the planner relies on them.
  await db.query('ANALYZE TABLE orders, users')
  return (performance.now() - started) / 1000
}

/** A column added by a later migration without a default would make every insert fail: say so. */
async function checkColumns(db) {
  const [columns] = await db.query(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = ? AND table_name = 'orders' AND is_nullable = 'NO'
        AND column_default IS NULL AND extra NOT LIKE '%auto_increment%'`,
    [DATABASE]
  )
  const missing = columns.map((column) => column.name).filter((n) => !ORDER_COLUMNS.includes(n))
  if (missing.length) throw new Error(`orders seeding misses columns: ${missing.join(', ')}`)
}

async function count(db, status) {
  const [[{ n }]] = status
    ? await db.query('SELECT count(*) AS n FROM orders WHERE status = ?', [status])
    : await db.query('SELECT count(*) AS n FROM orders')
  return n
}

/**
 * One request after another for `SECONDS`, each timed here: autocannon rounds latencies to whole
 * milliseconds, too coarse for a 2× comparison of figures of a few milliseconds.
 */
async function oneAtATime(url, headers) {
  const times = []
  for (const end = performance.now() + SECONDS * 1000; performance.now() < end;) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))]
  const round = (ms) => Math.round(ms * 10) / 10
  return { rps: times.length / SECONDS, p50: round(at(0.5)), p99: round(at(0.99)), errors: 0 }
}

/** One request checked for its shape, then timed alone, and under autocannon's 10 connections. */
async function measureList(db, headers, size) {
  const rows = []
  for (const [index, filter] of FILTERS.entries()) {
    const url = api + PAGE + (filter.status ? `&status=${filter.status}` : '')
    const matching = await count(db, filter.status)
    const response = await fetch(url, { headers })
    const page = await response.json()
    const total = Number(response.headers.get('x-total-count'))
    if (!response.ok || page.length !== Math.min(25, matching) || total !== matching) {
      throw new Error(
        `GET ${url}: ${response.status}, ${page.length} rows, x-total-count ${total} (expected ${matching})`
      )
    }
    rows.push({ size, filter, matching, connections: 1, ...(await oneAtATime(url, headers)) })
    if (index === 0) {
      const run = await load({ name: url, url, headers, connections: 10, duration: SECONDS })
      rows.push({ size, filter, matching, connections: 10, ...run })
    }
  }
  return rows
}

const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

/**
 * The whole list as CSV, streamed and counted here, the server's RSS sampled every 50 ms. Its
 * peak by the half-way row against the peak overall tells flat memory from memory that grows.
 */
async function exportCsv(db, headers, serverPid) {
  const expected = await count(db)
  const before = rssKb(serverPid)
  let peak = before
  let halfWayPeak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(serverPid))), 50)
  const started = performance.now()
  let bytes = 0
  let lines = 0
  try {
    const response = await fetch(api + CSV, { headers })
    if (!response.ok) throw new Error(`GET ${CSV}: ${response.status}`)
    for await (const chunk of response.body) {
      bytes += chunk.length
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++
      if (!halfWayPeak && lines > expected / 2) halfWayPeak = peak
    }
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  const rows = lines - 1 // the header line
  if (rows !== expected) throw new Error(`GET ${CSV}: ${rows} rows (expected ${expected})`)
  const mb = (kb) => kb / 1024
  return {
    rows,
    bytes,
    seconds,
    beforeMb: mb(before),
    halfWayMb: mb(halfWayPeak),
    peakMb: mb(peak),
  }
}

/** The part: own database, server and staff user; list figures per size, CSV at the first size. */
export async function benchOrders(baseEnv) {
  const env = {
    ...baseEnv,
    DB_CONNECTION: 'mysql',
    MYSQL_HOST: server.host,
    MYSQL_PORT: String(server.port),
    MYSQL_USER: server.user,
    MYSQL_PASSWORD: server.password,
    MYSQL_DATABASE: DATABASE,
  }
  const db = await mysql.createConnection(server)
  try {
    await db.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``)
    await db.query(
      `CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    )
    await db.query(`USE \`${DATABASE}\``)
    const migrate = spawnSync('node', ['ace', 'migration:run', '--force'], {
      env,
      stdio: 'inherit',
    })
    if (migrate.status !== 0) throw new Error(`migrations on ${DATABASE} failed`)
    await checkColumns(db)

    const servers = startServers(env)
    try {
      await waitFor(`${api}/api/health`)
      const staff = await signIn('bench-staff@example.com')
      await db.query("UPDATE users SET role = 'staff' WHERE email = ?", [staff.email])
      const headers = { authorization: `Bearer ${staff.bearerToken}`, accept: 'application/json' }
      // The server remembers a signed-in user for a few seconds; a role changed behind its back
      // shows once that memory expires.
      await waitFor(api + PAGE, { headers })
      const customers = await seedCustomers(db)

      const result = { seeding: [], list: [], csv: null }
      for (const size of ORDER_SIZES) {
        console.error(`bench: orders: growing to ${size.toLocaleString('en-US')}…`)
        result.seeding.push({ size, seconds: await growOrders(db, customers, size) })
        result.list.push(...(await measureList(db, headers, size)))
        result.csv ??= await exportCsv(db, headers, servers.serverPid)
      }
      return result
    } finally {
      await servers.stop()
    }
  } finally {
    await db.end()
  }
}

export function printOrders({ seeding, list, csv }) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US')
  console.log(
    `\n### GET /api/admin/orders on MariaDB, page of 25 newest first, ${SECONDS} s per row\n`
  )
  console.log('1 connection: one request after another, timed here; 10 connections: autocannon.\n')
  console.log(
    '| orders | filter | matching | connections | requests/s | p50 (median) ms | p99 ms |'
  )
  console.log('|---:|---|---:|---:|---:|---:|---:|')
  for (const row of list) {
    console.log(
      `| ${fmt(row.size)} | ${row.filter.label}${errorNote(row)} | ${fmt(row.matching)} | ${row.connections} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} |`
    )
  }
  console.log(
    `\nSeeding (multi-row INSERTs of ${BATCH}, ${fmt(CUSTOMERS)} customers): ` +
      seeding.map(({ size, seconds }) => `to ${fmt(size)} in ${seconds.toFixed(1)} s`).join(', ') +
      '.'
  )
  // The list is filtered by status: both status filters are held to its targets.
  for (const filter of FILTERS.filter(({ status }) => status)) {
    const sizes = list.filter((row) => row.filter === filter && row.connections === 1)
    if (sizes.length < 2) continue
    const [small, large] = [sizes[0], sizes[sizes.length - 1]]
    console.log(
      `Targets (status=${filter.status}, 1 connection): median at ${fmt(large.size)} ≤ 30 ms: ` +
        `${large.p50} ms; ≤ 2× the ${fmt(small.size)} median (${small.p50} ms): ` +
        `${(large.p50 / small.p50).toFixed(2)}×.`
    )
  }
  if (csv) {
    const mb = (value) => value.toFixed(0)
    console.log(
      `\n### GET /api/admin/orders.csv on MariaDB, every one of ${fmt(csv.rows)} orders\n`
    )
    console.log(
      '| rows | bytes | seconds | rows/s | server RSS before MB | peak by half-way MB | peak MB |'
    )
    console.log('|---:|---:|---:|---:|---:|---:|---:|')
    console.log(
      `| ${fmt(csv.rows)} | ${fmt(csv.bytes)} | ${csv.seconds.toFixed(1)} | ${fmt(csv.rows / csv.seconds)} | ${mb(csv.beforeMb)} | ${mb(csv.halfWayMb)} | ${mb(csv.peakMb)} |`
    )
    console.log('\nStreamed: the peak by the half-way row and the peak overall should match.')
  }
}
