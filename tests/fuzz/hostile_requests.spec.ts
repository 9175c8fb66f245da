/*
 * Every route the router knows (the API's, the packages' own such as /__transmit/*, the uploaded
 * files, the front ends' files and pages), called as a visitor, a customer and staff, with
 * malformed bodies, hostile path segments and query strings. Whatever comes, the service
 * answers: no 5xx, no stack trace or file path in any body, and a CSV is either whole or an
 * error status. The pages need the front ends built (`npm test` builds them first).
 *
 * Seeded and bounded: FUZZ_RUNS requests (3,000) from FUZZ_SEED, so a failure replays exactly.
 * FUZZ_REPORT=1 prints the count per status (`npm run bench -- fuzz` runs a longer one).
 */
import { test } from '@japa/runner'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { BrowserAgent, type ApiResponse } from '#tests/helpers/http'

const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124)

type Route = { method: string; pattern: string }
type Role = 'visitor' | 'customer' | 'staff'

/*
 * The event stream stays open once it is given a stream id, so it is called without one (a
 * query's random key is never `uid`); it is still called with every hostile query and body.
 */
function everyRoute(): Route[] {
  return Object.values(router.toJSON())
    .flat()
    .map((route) => ({ method: route.methods[0], pattern: route.pattern }))
}

/* Names every object inherits, and text that looks like an attack. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf']
const HOSTILE_TEXT = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil")',
  '𝒜ـ\u202e',
  '',
]
const shortHostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT, ...PROTOTYPE_NAMES),
  fc.string({ maxLength: 40 })
)
/* In bodies only: a URL that long is refused (431) before the app sees it. */
const hostileText = fc.oneof(shortHostileText, fc.constant('x'.repeat(100_000)))
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)
/* Field names the API reads somewhere, so that bodies get past "unknown field" into the rules. */
const FIELD_NAMES = [
  'email',
  'password',
  'passwordConfirmation',
  'name',
  'firstName',
  'lastName',
  'amountCents',
  'method',
  'card',
  'items',
  'storeState',
  'status',
  'packageNumbers',
  'service',
  'address',
  'weightLb',
  'declarations',
  'reason',
  'notes',
  'domesticShippingCents',
  'locale',
  'token',
  'page',
  'url',
  'quantity',
  'unitPriceCents',
  'title',
  'body',
]

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), {
      maxKeys: 4,
    })
  ),
})).value as fc.Arbitrary<unknown>

/* A body as raw text: JSON of hostile shapes, prototype keys, or not JSON at all. */
const rawBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 })
    .map((body) => JSON.stringify(body)),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"role":"admin","isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"items":{"__proto__":[]},"amountCents":"1e400"}',
    '{"amountCents":NaN}',
    '{"amountCents":Infinity}',
    '{"email":"a\\u0000@b.c"}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    'not json',
    '',
    '{'
  )
)

/* Any parameters: list names, filter names and junk, with hostile values. */
const anyParameters = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom('_sort', '_order', '_start', '_end', 'q', 'status', 'type', 'userId'),
      fc.constantFrom('status_ne', 'createdAt_gte', 'q_like', 'status[]', 'a[__proto__][b]'),
      fc.string({ maxLength: 10 })
    ),
    fc.oneof(
      shortHostileText,
      hostileNumber.map(String),
      fc.constantFrom('-5', '1e400', 'Infinity')
    )
  ),
  { maxLength: 4 }
)
/* A list page asked for wrongly: an inherited or unknown sort, a nonsense or enormous range. */
const listParameters = fc
  .tuple(
    fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'id', 'createdAt'), shortHostileText),
    fc.constantFrom('asc', 'desc', 'ASC', ''),
    fc.oneof(hostileNumber.map(String), fc.constantFrom('-5', '99999999999999999999', 'x')),
    fc.oneof(hostileNumber.map(String), fc.constantFrom('1e400', 'Infinity', '-1'))
  )
  .map(([sort, order, start, end]) => [
    ['_sort', sort],
    ['_order', order],
    ['_start', start],
    ['_end', end],
  ])
const queryString = fc
  .oneof(anyParameters, listParameters)
  .map((pairs) =>
    pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')
  )

/* A path segment as sent on the wire: already encoded, or hostile as it stands. */
const pathParameter = fc.oneof(
  fc.constantFrom('1', '0', '-1', '99999999999999999999', 'NONE-0000', '__proto__'),
  fc.constantFrom(
    '%00',
    'a%00b.png',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e',
    '..%5C..%5Cwindows',
    '%2F',
    '%',
    '%E0%A4%A',
    '%D8%B5%D9%88%D8%B1%D8%A9',
    "it's%22quoted%22",
    'x'.repeat(3000)
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent)
)

/* A wildcard's rest of the path: one to three segments, a file name among them or not. */
const wildcardPath = fc
  .array(fc.oneof(pathParameter, fc.constantFrom('index.html', 'x.js', 'photo.jpg', '')), {
    minLength: 1,
    maxLength: 3,
  })
  .map((segments) => segments.join('/'))

/* A stack frame or a source path: what a body must never show. */
const LEAK = /\bat \S+ \(|\.(ts|js|mjs):\d+|node_modules|\/work\/|\/home\/|\/root\/|\bstack\b/i

const roleOf = (body: any) => (body?.user ?? body)?.role

async function actor(role: Exclude<Role, 'visitor'>) {
  const user = await (role === 'staff' ? UserFactory.apply('staff') : UserFactory).create()
  const token = (await User.accessTokens.create(user, ['*'])).value!.release()
  const agent = new BrowserAgent({ authorization: `Bearer ${token}` })
  agent.sendCsrfToken = false
  return agent
}

test.group('Fuzz: hostile requests on every route', (group) => {
  group.each.setup(async () => (await testUtils.db().truncate())())

  test('no 5xx, no leak, whole CSV or an error, as visitor, customer and staff', async ({
    assert,
  }) => {
    const routes = everyRoute()
    assert.isAbove(routes.length, 100)
    for (const pattern of ['/__transmit/subscribe', '/uploads/*', '/*']) {
      assert.isTrue(
        routes.some((route) => route.pattern === pattern),
        pattern
      )
    }
    const agents: Record<Role, BrowserAgent> = {
      visitor: new BrowserAgent(),
      customer: await actor('customer'),
      staff: await actor('staff'),
    }
    const statuses = new Map<number, number>()

    const request = fc.record({
      route: fc.constantFrom(...routes),
      role: fc.constantFrom<Role>('visitor', 'customer', 'staff'),
      parameters: fc.array(pathParameter, { minLength: 4, maxLength: 4 }),
      rest: wildcardPath,
      query: queryString,
      body: rawBody,
    })

    await fc.assert(
      fc.asyncProperty(request, async ({ route, role, parameters, rest, query, body }) => {
        let index = 0
        const path = route.pattern
          .replace(/:\w+/g, () => parameters[index++])
          .replace(/\*$/, rest)
          .replace(/^(?!\/)/, '/')
        const url = query ? `${path}?${query}` : path
        const method = route.method === 'HEAD' ? 'GET' : route.method
        let response: ApiResponse
        try {
          response = await agents[role].request(method, url, method === 'GET' ? undefined : body, {
            ...(url.includes('.csv') && { accept: 'text/csv' }),
          })
        } catch (error) {
          // A stream cut mid-way (a CSV truncated after its 200) fails the read itself.
          throw new Error(`${method} ${url} as ${role}: the answer broke off (${error})`)
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text =
          typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
        const what = `${method} ${url.slice(0, 200)} as ${role} → ${response.status}`
        assert.isBelow(response.status, 500, `${what}: ${text?.slice(0, 300)}`)
        assert.notMatch(text ?? '', LEAK, what)
        if (response.status === 200 && /text\/csv/.test(response.headers.get('content-type') ?? ''))
          assert.isTrue(text.endsWith('\r\n'), `${what}: CSV ends mid-line`)

        // A write that signed an actor out or took its rights (logout, a password, a role, a
        // deletion) gets it replaced, so that the rest of the run still reaches signed-in code.
        if (role !== 'visitor' && method !== 'GET') {
          const self = await agents[role].get('/api/auth/user')
          if (self.status !== 200 || roleOf(self.body) !== role) agents[role] = await actor(role)
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true }
    )

    if (process.env.FUZZ_REPORT) {
      const counts = [...statuses].sort(([a], [b]) => a - b)
      console.log(`\nFuzz: ${RUNS} requests (seed ${SEED}) over ${routes.length} routes`)
      for (const [status, count] of counts) console.log(`  ${status}: ${count}`)
    }
  }).timeout(600_000)
})
