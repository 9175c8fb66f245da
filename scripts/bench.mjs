/*
 * `npm run bench`: builds the production server (when its sources changed), starts it on free
 * ports on a scratch SQLite database, and drives it with autocannon for a fixed time. A raw
 * node:http server started here is the ceiling every route is compared with; a bare AdonisJS route
 * beside it shows what the framework alone leaves of that. Figures are printed, never asserted.
 *
 * The parts live in scripts/bench/: http.mjs (servers, sign-in, the auth/health table),
 * bare_adonis.mjs (the bare AdonisJS server),
 * quotes.mjs (quote engine in-process, shipping only and with landed cost, and POST /api/quotes),
 * packages.mjs (GET /api/packages over 100,000 packages), frontend.mjs (customer app bundle sizes, each signed-in route's page
 * chunk, LCP of the landing page and of a signed-in customer's dashboard), admin_bundle.mjs
 * (the back office's initial JS and lazy chunks), orders.mjs (GET /api/admin/orders over
 * 100,000 then 1,000,000 orders and the CSV export, on
 * MariaDB/MySQL in a database of its own; skipped when none answers).
 *
 *   npm run bench                      everything (about 3 minutes, 1¼ of them orders)
 *   node scripts/bench.mjs --no-build  reuse build/ and customer-web/dist
 *   node scripts/bench.mjs --no-browser  skip Chromium
 *   node scripts/bench.mjs --only orders  the orders part alone
 *   node scripts/bench.mjs --only routes  the routes against raw node:http alone
 *   node scripts/bench.mjs --only quote-engine  the quote engine in-process alone, over the
 *                                      TypeScript sources (no build, no server; about 15 s)
 *   npm run bench -- soak              mixed traffic for BENCH_SOAK_SECONDS (600): server RSS before
 *                                      and after, p50/p99 per route (scripts/bench/soak.mjs)
 *   npm run bench -- cluster           three API instances, workers and a scheduler behind HAProxy
 *                                      under load while parts are lost (scripts/bench/cluster.mjs)
 *   npm run bench -- fuzz              the fuzz suite, longer (BENCH_FUZZ_RUNS, 20000 requests, a
 *                                      new seed each time unless FUZZ_SEED): the count per status
 *
 * Knobs: BENCH_SECONDS (10, per autocannon run), BENCH_ROUTE_SECONDS (8) and BENCH_ROUNDS (3) for
 * the routes table, BENCH_CONNECTIONS (50), BENCH_QUOTE_SECONDS (3),
 * BENCH_PACKAGES (100000), BENCH_LCP_RUNS (5), BENCH_CPU_THROTTLING (4), CHROMIUM_PATH,
 * BENCH_ORDERS (ascending sizes, 100000,1000000), BENCH_ORDERS_SECONDS (5, per measured row),
 * BENCH_ORDERS_MYSQL_DATABASE (sigma_bench, dropped and recreated), MYSQL_HOST/PORT/USER/PASSWORD.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { ensureBuilt } from './builds.mjs'
import { ensureNode24, run } from './node24.mjs'

ensureNode24()
const loadAtStart = loadavg()

if (process.argv.includes('fuzz')) {
  // The test suite's own server and database (.env.test); the suite prints its counts.
  run('node', ['ace', 'test', 'fuzz'], {
    env: {
      ...process.env,
      FUZZ_RUNS: process.env.BENCH_FUZZ_RUNS ?? '20000',
      FUZZ_SEED: process.env.FUZZ_SEED ?? String(randomBytes(4).readUInt32BE() >>> 1),
      FUZZ_REPORT: '1',
    },
  })
  process.exit(0)
}

await import('./bench/typescript_sources.mjs')

if (process.argv.includes('cluster')) {
  const { benchCluster } = await import('./bench/cluster.mjs')
  process.exit((await benchCluster()) ? 0 : 1)
}

const { api, API_PORT, printRouteTable, routeTable, signIn, startServers, waitFor } =
  await import('./bench/http.mjs')
const { printQuotes, quotesInProcess } = await import('./bench/quotes.mjs')
const { packagesPage, printPackages, seedPackages } = await import('./bench/packages.mjs')
const { bundleSizes, pageLcp, printBundleSizes, printLcp, printRouteChunks, signedInRouteChunks } =
  await import('./bench/frontend.mjs')
const { benchOrders, mysqlUnavailable, printOrders } = await import('./bench/orders.mjs')
const { adminBundleSizes, printAdminBundleSizes } = await import('./bench/admin_bundle.mjs')

const { printSoak, soak } = await import('./bench/soak.mjs')

const only = process.argv.includes('soak')
  ? 'soak'
  : process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]
    : null
if (only !== null && !['orders', 'routes', 'quote-engine', 'soak'].includes(only)) {
  console.error(`bench: --only takes one part, orders, routes or quote-engine (not ${only})`)
  process.exit(2)
}

const database = resolve('tmp/bench.sqlite3')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const withBrowser = !process.argv.includes('--no-browser') && existsSync(chromium)

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(API_PORT),
  APP_URL: api,
  APP_KEY: randomBytes(32).toString('base64url'),
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE: database,
  LOG_LEVEL: 'error',
  // The soak signs the same customer in again and again.
  ...(only === 'soak' && { LIMIT_LOGIN_ATTEMPTS: '1000000000' }),
}

if (!process.argv.includes('--no-build') && only !== 'quote-engine') ensureBuilt()

/* Each part prints its own table at the end; a part that fails is reported and the others still run. */
const report = []
const failures = []
async function part(name, measure, print) {
  console.error(`bench: ${name}…`)
  try {
    const result = await measure()
    report.push(() => print(result))
  } catch (error) {
    failures.push(name)
    report.push(() => console.log(`\n### ${name}\n\nFailed: ${error.message}`))
  }
}

if (!only) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true })
  run('node', ['ace', 'migration:run', '--force'], { env: serverEnv })

  // Before the servers start: these have the machine to themselves.
  await part('customer app bundle sizes', () => bundleSizes(), printBundleSizes)
  await part('back office bundle sizes', () => adminBundleSizes(), printAdminBundleSizes)
  // One quotes table shows both measures; the HTTP one fills `quotes.http` once the server is up.
  const quotes = {}
  await part(
    'quotes in-process',
    () => (quotes.inProcess = quotesInProcess()),
    () => printQuotes(quotes)
  )

  const servers = startServers(serverEnv)
  try {
    await waitFor(`${api}/api/health`)
    const customer = await signIn()

    await part(
      'routes against raw node:http',
      async () => {
        const table = await routeTable(customer, servers)
        quotes.http = table.quotesRow
        return table
      },
      printRouteTable
    )
    if (withBrowser) {
      const sizes = bundleSizes()
      await part('landing page LCP', () => pageLcp(api, sizes), printLcp)
      await part(
        'signed-in route chunks',
        () => signedInRouteChunks(api, sizes, customer),
        printRouteChunks
      )
      await part(
        'dashboard LCP',
        () => pageLcp(api, sizes, { label: 'Signed-in dashboard', path: '/dashboard', customer }),
        printLcp
      )
    }
    await part(
      'GET /api/packages',
      async () => {
        const seed = seedPackages(database, customer.email)
        return { seed, page: await packagesPage(customer.bearerToken, seed.total) }
      },
      ({ seed, page }) => printPackages(seed, page)
    )
  } finally {
    await servers.stop()
  }
}

if (only === 'quote-engine') {
  await part('quotes in-process', () => ({ inProcess: quotesInProcess('sources') }), printQuotes)
}

if (only === 'soak' || only === 'routes') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true })
  run('node', ['ace', 'migration:run', '--force'], { env: serverEnv })
  const servers = startServers(serverEnv)
  try {
    await waitFor(`${api}/api/health`)
    const customer = await signIn()
    if (only === 'soak') await part('soak', () => soak(customer, servers.serverPid), printSoak)
    else await part('routes', () => routeTable(customer, servers), printRouteTable)
  } finally {
    await servers.stop()
  }
}

// After the SQLite server has stopped: this part starts its own on the same port.
const noMysql = only && only !== 'orders' ? 'not asked for' : await mysqlUnavailable()
if (!noMysql)
  await part('GET /api/admin/orders on MariaDB', () => benchOrders(serverEnv), printOrders)

const load = (when, figures) => `${when} ${figures.map((value) => value.toFixed(1)).join(' / ')}`
console.log(
  `\nMachine: ${cpus().length} CPUs; load average (1/5/15 min) ${load('at start', loadAtStart)}, ` +
    `${load('at end', loadavg())}. Other work on the machine moves every figure below.`
)
for (const print of report) print()
if (!withBrowser && !only)
  console.log(`\n(Landing page LCP skipped: no Chromium at ${chromium} or --no-browser.)`)
if (noMysql && !only) console.log(`\n(Orders on MariaDB skipped: ${noMysql}.)`)
console.log('\nFigures are printed, never asserted.')
if (failures.length) {
  console.error(`\n✖ bench parts failed: ${failures.join(', ')}`)
  process.exitCode = 1
}
