/*
 * The HTTP side of `npm run bench`: the production server and the raw node:http ceiling as
 * child processes, a signed-in demo customer, and one autocannon run per target.
 */
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { BrowserAgent } from '../../tests/helpers/http.ts'
import { quoteMix } from './quote_mix.mjs'

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
/* Ports the system has free now, so that the bench never clashes with a running product. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address()
  server.close()
  await once(server, 'close')
  return port
}
export const API_PORT = await freePort()
export const CEILING_PORT = await freePort()
const BARE_PORT = await freePort()
export const api = `http://127.0.0.1:${API_PORT}`
export const ceiling = `http://127.0.0.1:${CEILING_PORT}`
const bare = `http://127.0.0.1:${BARE_PORT}`

/**
 * The built server (build/bin/server.js), a bare node:http server and a bare AdonisJS one; all
 * die with this process. `stop()` resolves once all have exited, so the ports are free again;
 * `serverPid` is the API's, `ceilingPid` and `barePid` the other two.
 */
export function startServers(serverEnv) {
  const children = [
    spawn('node', ['bin/server.js'], { cwd: 'build', env: serverEnv, stdio: 'inherit' }),
    spawn(
      'node',
      [
        '-e',
        `require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"ok":true}') }).listen(${CEILING_PORT}, '127.0.0.1')`,
      ],
      { stdio: 'inherit' }
    ),
    spawn('node', ['scripts/bench/bare_adonis.mjs', String(BARE_PORT)], { stdio: 'inherit' }),
  ]
  const exited = children.map((child) => new Promise((done) => child.once('exit', done)))
  const kill = () => children.forEach((child) => child.kill())
  process.on('exit', kill)
  const stop = () => {
    kill()
    return Promise.all(exited)
  }
  const [serverPid, ceilingPid, barePid] = children.map((child) => child.pid)
  return { stop, serverPid, ceilingPid, barePid }
}

/**
 * One autocannon run. `target` takes autocannon's own options (url, method, headers, body,
 * requests); connections and duration default to the bench's. A non-2xx answer means the
 * bench measured the wrong thing, so it stops; errors (timeouts: no answer within 10 s) are a
 * figure and come back with the others.
 */
export async function load({ name, ...target }) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...target })
  if (result.non2xx > 0) throw new Error(`${name ?? target.url}: ${result.non2xx} non-2xx answers`)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** "" or a note for a table cell when some requests got no answer. */
export const errorNote = (run) =>
  run.errors ? ` (${run.errors} errors, ${run.timeouts} of them timeouts)` : ''

const BENCH_PASSWORD = 'Bench#2026run'

/**
 * A demo customer signed in both ways: a session cookie and a personal access token. The
 * cookies are a browser's, through the functional tests' agent: it keeps the ones the server
 * sets, forgets the ones it clears, and echoes the CSRF token on writes.
 */
export async function signIn(email = 'bench@example.com') {
  const browser = new BrowserAgent({}, api)
  await browser.post('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Runner',
    email,
    phone: '+14155552671',
    password: BENCH_PASSWORD,
    passwordConfirmation: BENCH_PASSWORD,
    acceptTerms: true,
  })
  const { body: token } = await browser.post('/api/auth/tokens', { name: 'bench' })
  if (!token?.token) throw new Error('could not sign the bench customer in')
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  return { email, password: BENCH_PASSWORD, bearerToken: token.token, cookieHeaders: { cookie } }
}

export async function waitFor(url, init = {}) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url, init)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return
    await sleep(200)
  }
  throw new Error(`${url} did not answer 200 in 20 s`)
}

/* The kernel counts a process's CPU time in clock ticks of this length (Linux: USER_HZ). */
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/** CPU time a process has used so far, user and system, in seconds (Linux). */
function cpuSeconds(pid) {
  // The command name, in parentheses, may hold spaces: the numbers start after its closing one.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

export const ROUTE_SECONDS = Number(process.env.BENCH_ROUTE_SECONDS ?? 8)
export const ROUTE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const RAW = 'raw node:http hello'
const HEALTH = 'GET /api/health'

/**
 * The product's routes as shares of a raw node:http server on the same machine. Machines differ
 * and other work moves every figure, so each product run comes right after a raw run and is
 * compared with that one; each row is the median of its rounds. Beside the throughput, the CPU time
 * (user and system) the serving process spent per answer: the route's own cost, moved less than
 * the shares by what the client and other work leave of the machine. The server's resident memory
 * is read idle (after a warm-up) and after all the load, and again after it has idled 5 s.
 */
/*
 * Floors as shares of the bare AdonisJS route in the same run: what the framework's own public
 * pipeline leaves of it (public JSON, then signed-in reads), and a p99 at 50 connections.
 */
const PUBLIC_FLOOR = '≥ 40% of bare'
const SIGNED_IN_FLOOR = '≥ 20% of bare'
const P99_FLOOR_MS = 25

export async function routeTable(
  { bearerToken, cookieHeaders },
  { serverPid, ceilingPid, barePid }
) {
  const json = { 'content-type': 'application/json', 'accept': 'application/json' }
  const targets = [
    {
      name: 'bare AdonisJS route, no middleware (the framework alone)',
      url: `${bare}/hello`,
      target: '—',
      pid: barePid,
    },
    { name: HEALTH, url: `${api}/api/health`, target: PUBLIC_FLOOR },
    { name: 'GET /api/countries', url: `${api}/api/countries`, target: PUBLIC_FLOOR },
    {
      name: 'POST /api/quotes',
      url: `${api}/api/quotes`,
      headers: json,
      requests: quoteMix(64).map((request) => ({ method: 'POST', body: JSON.stringify(request) })),
      target: PUBLIC_FLOOR,
    },
    { name: 'GET / (HTML document)', url: `${api}/`, target: PUBLIC_FLOOR },
    {
      name: 'GET /api/auth/user, bearer token',
      url: `${api}/api/auth/user`,
      headers: { authorization: `Bearer ${bearerToken}` },
      target: SIGNED_IN_FLOOR,
    },
    {
      name: 'GET /api/auth/user, session cookie',
      url: `${api}/api/auth/user`,
      headers: cookieHeaders,
      target: SIGNED_IN_FLOOR,
    },
  ]
  const run = async ({ pid = serverPid, ...target }) => {
    const before = cpuSeconds(pid)
    const result = await load({ ...target, duration: ROUTE_SECONDS })
    return { ...result, cpuMicros: ((cpuSeconds(pid) - before) / result.requests) * 1e6 }
  }
  await waitFor(`${bare}/hello`)

  for (const target of targets) await load({ ...target, duration: 1 })
  await sleep(2000)
  const idleRss = rssMb(serverPid)

  const rounds = []
  for (let round = 0; round < ROUTE_ROUNDS; round++) {
    const measured = []
    for (const target of targets) {
      const raw = await run({ name: RAW, url: `${ceiling}/`, pid: ceilingPid })
      measured.push({ raw, run: await run(target) })
    }
    rounds.push(measured)
  }
  const loadedRss = rssMb(serverPid)
  await sleep(5000)
  const rows = targets.map((target, index) => {
    const runs = rounds.map((round) => round[index])
    const middle = (pick) => median(runs.map(pick))
    return {
      ...target,
      rps: middle(({ run }) => run.rps),
      rawRps: middle(({ raw }) => raw.rps),
      p50: middle(({ run }) => run.p50),
      p99: middle(({ run }) => run.p99),
      share: middle(({ run, raw }) => run.rps / raw.rps),
      cpuMicros: middle(({ run }) => run.cpuMicros),
      rawCpuMicros: middle(({ raw }) => raw.cpuMicros),
      errors: runs.reduce((sum, { run }) => sum + run.errors, 0),
      timeouts: runs.reduce((sum, { run }) => sum + run.timeouts, 0),
    }
  })
  return {
    rows,
    quotesRow: rows.find((row) => row.name === 'POST /api/quotes'),
    idleRss,
    loadedRss,
    restedRss: rssMb(serverPid),
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

export function printRouteTable({ rows, idleRss, loadedRss, restedRss }) {
  const bare = rows[0]
  const percent = (value) => `${(value * 100).toFixed(1)}%`
  console.log(
    `\n### Routes against raw node:http\n\nautocannon: ${CONNECTIONS} connections, ${ROUTE_SECONDS} s per run, ` +
      `${ROUTE_ROUNDS} rounds (medians), production build, SQLite; each run right after a raw run\n`
  )
  console.log(
    `| request | req/s | p99 ms (target ≤ ${P99_FLOOR_MS}) | raw req/s | share of raw | share of bare | target | server CPU µs per answer (raw) |`
  )
  console.log('|---|---:|---:|---:|---:|---:|---|---:|')
  for (const row of rows) {
    const ofBare = row === bare ? '' : percent(row.share / bare.share)
    console.log(
      `| ${row.name}${errorNote(row)} | ${Math.round(row.rps)} | ${row.p99} | ${Math.round(row.rawRps)} | ${percent(row.share)} | ${ofBare} | ${row.target} | ${row.cpuMicros.toFixed(1)} (${row.rawCpuMicros.toFixed(1)}) |`
    )
  }
  console.log(
    `\nServer RSS: ${idleRss.toFixed(0)} MB idle, ${loadedRss.toFixed(0)} MB after the load ` +
      `(${(loadedRss / idleRss).toFixed(2)}× idle; target ≤ 1.5×), ${restedRss.toFixed(0)} MB after 5 s idle.`
  )
}
