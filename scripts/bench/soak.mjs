/*
 * The soak part of `npm run bench -- soak`: mixed traffic for BENCH_SOAK_SECONDS (600) against
 * the production server, every route at once: public reads, sign-ins, a customer's reads and
 * card top-ups (payments). Prints the server's RSS before and after, and per route the
 * requests, p50, p99 and the count per status.
 */
import autocannon from 'autocannon'
import { api, rssMb } from './http.mjs'

export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)

const header = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]

/* A browser signing in: fetch the CSRF cookie, then post the password with it. */
function signInRequests({ email, password }) {
  return [
    {
      method: 'GET',
      path: '/api/auth/user',
      onResponse: (status, body, context, headers) => {
        const cookies = [header(headers, 'set-cookie') ?? []].flat()
        const jar = cookies.map((cookie) => cookie.split(';')[0])
        context.cookie = jar.join('; ')
        const xsrf = jar.find((pair) => pair.startsWith('XSRF-TOKEN='))
        context.xsrf = xsrf ? decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) : ''
      },
    },
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (request, context) => ({
        ...request,
        headers: {
          'content-type': 'application/json',
          'cookie': context.cookie,
          'x-xsrf-token': context.xsrf,
        },
        body: JSON.stringify({ email, password }),
      }),
    },
  ]
}

let topUps = 0
const TOP_UP = JSON.stringify({
  amountCents: 500,
  card: { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' },
})

/** Every route of the mix, with its share of the connections. */
function routes(customer) {
  const bearer = { authorization: `Bearer ${customer.bearerToken}` }
  return [
    { name: 'GET / (landing page)', connections: 4, path: '/' },
    { name: 'GET /api/blog/posts', connections: 4, path: '/api/blog/posts' },
    { name: 'GET /api/help/articles', connections: 3, path: '/api/help/articles' },
    { name: 'GET /api/countries', connections: 3, path: '/api/countries' },
    {
      name: 'sign-in (GET user: 401, then POST login)',
      connections: 4,
      requests: signInRequests(customer),
    },
    {
      name: 'GET /api/dashboard (bearer)',
      connections: 4,
      path: '/api/dashboard',
      headers: bearer,
    },
    { name: 'GET /api/packages (bearer)', connections: 4, path: '/api/packages', headers: bearer },
    {
      name: 'GET /api/wallet/transactions (bearer)',
      connections: 3,
      path: '/api/wallet/transactions',
      headers: bearer,
    },
    {
      name: 'POST /api/wallet/top-ups (card)',
      connections: 3,
      requests: [
        {
          method: 'POST',
          path: '/api/wallet/top-ups',
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...bearer,
              'content-type': 'application/json',
              'idempotency-key': `soak-${++topUps}`,
            },
            body: TOP_UP,
          }),
        },
      ],
    },
  ]
}

/** Runs the mix for SOAK_SECONDS; RSS is read just before and just after. */
export async function soak(customer, serverPid) {
  const before = rssMb(serverPid)
  const rows = await Promise.all(
    routes(customer).map(async ({ name, path, headers, requests, connections }) => {
      const result = await autocannon({
        url: api + (path ?? ''),
        headers,
        requests,
        connections,
        duration: SOAK_SECONDS,
      })
      return {
        name,
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        statuses: Object.entries(result.statusCodeStats ?? {})
          .map(([status, { count }]) => `${status}×${count}`)
          .join(', '),
        errors: result.errors,
      }
    })
  )
  return { before, after: rssMb(serverPid), rows }
}

export function printSoak({ before, after, rows }) {
  console.log(`\n### Soak: ${SOAK_SECONDS} s of mixed traffic, production build, SQLite\n`)
  console.log(`Server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after.\n`)
  console.log('| route | requests | p50 ms | p99 ms | statuses | errors |')
  console.log('|---|---:|---:|---:|---|---:|')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p99} | ${row.statuses} | ${row.errors} |`
    )
  }
}
