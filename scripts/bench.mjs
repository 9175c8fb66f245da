/*
 * `npm run bench`: builds the production server, starts it on a scratch
 * SQLite database, and drives it with autocannon for a fixed time. A raw
 * node:http server started here is the ceiling every route is compared with.
 * Figures are printed, never asserted.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { ensureNode24, run } from './node24.mjs'

ensureNode24()

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const API_PORT = 3399
const CEILING_PORT = 3398
const api = `http://127.0.0.1:${API_PORT}`
const database = resolve('tmp/bench.sqlite3')

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
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'])
for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true })
run('node', ['ace', 'migration:run', '--force'], { env: serverEnv })

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
]
process.on('exit', () => children.forEach((child) => child.kill()))

try {
  await waitFor(`${api}/api/health`)
  const { bearerToken, cookieHeaders } = await signIn()

  const targets = [
    { name: 'raw node:http (ceiling)', url: `http://127.0.0.1:${CEILING_PORT}/` },
    { name: 'GET /api/health', url: `${api}/api/health` },
    {
      name: 'GET /api/auth/user (bearer token)',
      url: `${api}/api/auth/user`,
      headers: { authorization: `Bearer ${bearerToken}` },
    },
    {
      name: 'GET /api/auth/user (session cookie)',
      url: `${api}/api/auth/user`,
      headers: cookieHeaders,
    },
  ]

  const rows = []
  for (const target of targets) rows.push({ ...target, ...(await load(target)) })
  printTable(rows)
} finally {
  children.forEach((child) => child.kill())
}

async function load({ url, headers }) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION })
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** A demo customer signed in both ways: a session cookie and a personal access token. */
async function signIn() {
  const jar = new Map()
  const call = async (method, path, body) => {
    const xsrf = jar.get('XSRF-TOKEN')
    const response = await fetch(api + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'cookie': [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf && { 'x-xsrf-token': decodeURIComponent(xsrf) }),
      },
      body: body && JSON.stringify(body),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response.json().catch(() => null)
  }
  await call('GET', '/api/auth/user')
  await call('POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Runner',
    email: 'bench@example.com',
    phone: '+14155552671',
    password: 'Bench#2026run',
    passwordConfirmation: 'Bench#2026run',
    acceptTerms: true,
  })
  const token = await call('POST', '/api/auth/tokens', { name: 'bench' })
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  return { bearerToken: token.token, cookieHeaders: { cookie } }
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return
    await sleep(200)
  }
  throw new Error(`${url} did not come up`)
}

function printTable(rows) {
  const ceiling = rows[0].rps
  const health = rows.find((row) => row.name === 'GET /api/health').rps
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route, production build, SQLite\n`
  )
  console.log('| route | requests/s | p50 ms | p99 ms | share of ceiling | share of /api/health |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const row of rows) {
    const share = (value, of) => `${((value / of) * 100).toFixed(0)}%`
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${share(row.rps, ceiling)} | ${share(row.rps, health)} |`
    )
  }
  console.log('\nTarget: signed-in GET /api/auth/user at least 50% of GET /api/health.')
}
