/*
 * The HTTP side of `npm run bench`: the production server and the raw node:http ceiling as
 * child processes, a signed-in demo customer, and one autocannon run per target.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'

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
export const api = `http://127.0.0.1:${API_PORT}`
export const ceiling = `http://127.0.0.1:${CEILING_PORT}`

/**
 * The built server (build/bin/server.js) and a bare node:http server; both die with this process.
 * `stop()` resolves once both have exited, so the ports are free again; `serverPid` is the API's.
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
  ]
  const exited = children.map((child) => new Promise((done) => child.once('exit', done)))
  const kill = () => children.forEach((child) => child.kill())
  process.on('exit', kill)
  const stop = () => {
    kill()
    return Promise.all(exited)
  }
  return { stop, serverPid: children[0].pid }
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

/** A demo customer signed in both ways: a session cookie and a personal access token. */
const BENCH_PASSWORD = 'Bench#2026run'

export async function signIn(email = 'bench@example.com') {
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
    email,
    phone: '+14155552671',
    password: BENCH_PASSWORD,
    passwordConfirmation: BENCH_PASSWORD,
    acceptTerms: true,
  })
  const token = await call('POST', '/api/auth/tokens', { name: 'bench' })
  if (!token?.token) throw new Error('could not sign the bench customer in')
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
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

/** The auth/health routes against the ceiling, as the bench has always printed them. */
export async function authAndHealth({ bearerToken, cookieHeaders }) {
  const targets = [
    { name: 'raw node:http (ceiling)', url: `${ceiling}/` },
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
  return rows
}

export function printRouteTable(rows) {
  const ceilingRps = rows[0].rps
  const health = rows.find((row) => row.name === 'GET /api/health').rps
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route, production build, SQLite\n`
  )
  console.log('| route | requests/s | p50 ms | p99 ms | share of ceiling | share of /api/health |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const row of rows) {
    const share = (value, of) => `${((value / of) * 100).toFixed(0)}%`
    console.log(
      `| ${row.name}${errorNote(row)} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${share(row.rps, ceilingRps)} | ${share(row.rps, health)} |`
    )
  }
  console.log('\nTarget: signed-in GET /api/auth/user at least 50% of GET /api/health.')
}
