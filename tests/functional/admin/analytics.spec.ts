import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, messageFor } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'

/* The tracker's own shapes (customer-web/src/analytics/tracker.ts), sent without cookies or CSRF. */
const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  sessionId: 'session-1',
  userId: null,
  timestamp: new Date().toISOString(),
  page: '/calculator',
  eventType: 'click',
  elementType: 'button',
  elementText: 'Get a quote',
  coordinates: { x: 120, y: 340 },
  ...overrides,
})

const conversion = (sessionId: string, goal: string) =>
  event({ sessionId, eventType: 'conversion', coordinates: undefined, metadata: { goal } })

const session = (overrides: Record<string, unknown> = {}) => ({
  sessionId: 'session-1',
  startTime: new Date(Date.now() - 60_000).toISOString(),
  endTime: new Date().toISOString(),
  events: [event()],
  pageViews: 1,
  interactions: 1,
  conversionGoals: [],
  userId: null,
  deviceInfo: { userAgent: 'Mozilla/5.0', screenSize: '1920x1080', viewportSize: '1280x800' },
  ...overrides,
})

function visitor() {
  const agent = new BrowserAgent()
  agent.sendCsrfToken = false
  return agent
}

test.group('Analytics: events and sessions from the tracker', (group) => {
  isolateEachTest(group)

  test('an event and a session are accepted with 202 and stored once each', async ({ assert }) => {
    const first = event()
    const sent = await visitor().post('/api/analytics/events', first)
    assert.equal(sent.status, 202)
    const ended = await visitor().post(
      '/api/analytics/sessions',
      session({ events: [first, event({ eventType: 'page_view', coordinates: undefined })] })
    )
    assert.equal(ended.status, 202)
    assert.lengthOf(await db.from('analytics_events'), 2)
    const [stored] = await db.from('analytics_sessions')
    assert.containsSubset(stored, {
      session_id: 'session-1',
      page_views: 1,
      screen_size: '1920x1080',
    })
  })

  test('refusals: a long element text, an unknown type, too many events', async ({ assert }) => {
    const long = await visitor().post(
      '/api/analytics/events',
      event({ elementText: 'x'.repeat(101) })
    )
    assert.equal(long.status, 422)
    assert.isString(messageFor(long.body, 'elementText'))

    const unknown = await visitor().post('/api/analytics/events', event({ eventType: 'hover' }))
    assert.equal(unknown.status, 422)

    const crowded = await visitor().post(
      '/api/analytics/sessions',
      session({ events: Array.from({ length: 101 }, () => event()) })
    )
    assert.equal(crowded.status, 422)
    assert.lengthOf(await db.from('analytics_events'), 0)
  })

  test('a body over the cap is a 413', async ({ assert }) => {
    const big = await visitor().post(
      '/api/analytics/events',
      event({ metadata: { note: 'x'.repeat(9000) } })
    )
    assert.equal(big.status, 413)
    assert.equal(big.body.errors[0].message, 'The request is too large')

    const bigMetadata = await visitor().post(
      '/api/analytics/events',
      event({ metadata: { note: 'x'.repeat(5000) } })
    )
    assert.equal(bigMetadata.status, 422)
  })

  test('a failure while storing still answers 202', async ({ assert }) => {
    // The table is moved away for the length of one request: every write to it fails.
    await db.rawQuery('ALTER TABLE analytics_sessions RENAME TO analytics_sessions_away')
    try {
      const ended = await visitor().post('/api/analytics/sessions', session())
      assert.equal(ended.status, 202)
    } finally {
      await db.rawQuery('ALTER TABLE analytics_sessions_away RENAME TO analytics_sessions')
    }
  })

  test('300 a minute per IP, then a translated 429 with Retry-After', async ({ assert }) => {
    const agent = visitor()
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          agent.post(
            '/api/analytics/events',
            event({ eventType: 'scroll', coordinates: undefined })
          )
        )
      )
      assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [202])
    }
    const limited = await agent.post('/api/analytics/events', event(), { 'accept-language': 'es' })
    assert.equal(limited.status, 429)
    assert.isOk(limited.headers.get('retry-after'))
    assert.match(limited.body.errors[0].message, /Demasiados/i)
  })
})

test.group('Back office: funnels and heatmap', (group) => {
  isolateEachTest(group)

  test('the shipping request funnel counts distinct sessions step by step', async ({ assert }) => {
    const staff = await signedIn('staff')
    const sent = [
      conversion('a', 'shipping_request_started'),
      conversion('a', 'shipping_request_started'),
      conversion('a', 'shipping_request_completed'),
      conversion('b', 'shipping_request_started'),
      conversion('c', 'shipping_request_started'),
      conversion('d', 'shipping_request_started'),
      conversion('d', 'shipping_request_completed'),
      // Completed without a recorded start: not part of the funnel.
      conversion('e', 'shipping_request_completed'),
      event({ sessionId: 'f', eventType: 'click', metadata: { goal: 'shipping_request_started' } }),
    ]
    for (const body of sent)
      assert.equal((await visitor().post('/api/analytics/events', body)).status, 202)

    const funnel = await staff.agent.get('/api/admin/analytics/funnels/shipping_request')
    assert.equal(funnel.status, 200)
    assert.deepEqual(funnel.body, {
      name: 'shipping_request',
      steps: [
        { event: 'shipping_request_started', count: 4 },
        { event: 'shipping_request_completed', count: 2 },
      ],
      conversion: 0.5,
    })

    const unknown = await staff.agent.get('/api/admin/analytics/funnels/nope')
    assert.equal(unknown.status, 404)
    assert.equal(unknown.body.errors[0].message, 'There is no funnel named “nope”')
    // A name every object inherits is no funnel either.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const inherited = await staff.agent.get(`/api/admin/analytics/funnels/${name}`)
      assert.equal(inherited.status, 404, name)
    }
  })

  test('an empty funnel converts 0', async ({ assert }) => {
    const staff = await signedIn('staff')
    const funnel = await staff.agent.get('/api/admin/analytics/funnels/shipping_request')
    assert.equal(funnel.body.conversion, 0)
  })

  test('the heatmap buckets a page’s clicks on a 50 px grid', async ({ assert }) => {
    const staff = await signedIn('staff')
    const clicks = [
      [10, 10],
      [49, 49],
      [50, 10],
      [120, 340],
      [149, 349],
    ]
    for (const [x, y] of clicks) {
      await visitor().post('/api/analytics/events', event({ coordinates: { x, y } }))
    }
    await visitor().post(
      '/api/analytics/events',
      event({ page: '/about', coordinates: { x: 5, y: 5 } })
    )
    await visitor().post(
      '/api/analytics/events',
      event({ eventType: 'scroll', coordinates: undefined })
    )

    const map = await staff.agent.get('/api/admin/analytics/heatmap?page=%2Fcalculator')
    assert.equal(map.status, 200)
    assert.deepEqual(map.body, [
      { x: 0, y: 0, count: 2 },
      { x: 100, y: 300, count: 2 },
      { x: 50, y: 0, count: 1 },
    ])

    const noPage = await staff.agent.get('/api/admin/analytics/heatmap')
    assert.equal(noPage.status, 422)
  })
})
