import { test } from '@japa/runner'
import env from '#start/env'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import { type ApiProcess, Relay, eventually, startApi, freePort } from './processes.js'

/*
 * A second server reaches MySQL through a relay the test controls. An embedded SQLite file
 * cannot go away, so this runs on MySQL/MariaDB only.
 */
const onMysql = env.get('DB_CONNECTION') === 'mysql'
const API_PORT = await freePort()
const RELAY_PORT = await freePort()

async function assertUnavailable(assert: any, agent: BrowserAgent, path: string) {
  const response = await agent.get(path)
  assert.equal(response.status, 503, path)
  assert.equal(response.headers.get('retry-after'), '5', path)
  assert.include(response.headers.get('content-type'), 'application/json', path)
  assert.deepEqual(
    response.body,
    {
      errors: [
        { message: 'The service is briefly unavailable. Please try again in a few seconds.' },
      ],
    },
    path
  )
}

test.group('Faults: the database goes and comes back', (group) => {
  isolateEachTest(group)
  let api: ApiProcess | undefined
  let relay: Relay | undefined
  group.each.teardown(async () => {
    await api?.stop()
    await relay?.close()
  })

  test('silent, then a closed port: 503 JSON with Retry-After, health degraded; back without a restart', async ({
    assert,
  }) => {
    relay = new Relay(RELAY_PORT, {
      host: env.get('MYSQL_HOST', '127.0.0.1'),
      port: env.get('MYSQL_PORT', 3306),
    })
    await relay.open()
    api = await startApi(API_PORT, { MYSQL_PORT: String(RELAY_PORT), DB_QUERY_TIMEOUT_MS: '800' })
    const customer = await UserFactory.create()
    const agent = new BrowserAgent({}, api.origin)
    const signIn = await agent.post('/api/auth/login', {
      email: customer.email,
      password: DEFAULT_PASSWORD,
    })
    assert.equal(signIn.status, 200, api.output())
    assert.equal((await agent.get('/api/orders')).status, 200)

    for (const fault of ['silent', 'closed'] as const) {
      if (fault === 'silent') relay.mode = 'silent'
      else await relay.close()
      for (const path of ['/api/orders', '/api/blog/posts']) {
        await assertUnavailable(assert, agent, path)
      }
      // A session and user read in the last few seconds are answered from memory; then they too
      // need the database.
      const lapsed = await eventually(
        async () => (await agent.get('/api/auth/user')).status === 503,
        150
      )
      assert.isTrue(lapsed, fault)
      await assertUnavailable(assert, agent, '/api/auth/user')
      const health = await agent.get('/api/health')
      assert.equal(health.status, 503, fault)
      assert.deepEqual(health.body, {
        status: 'degraded',
        database: 'down',
        redis: 'not configured',
      })
    }

    relay.mode = 'forward'
    await relay.open()
    const back = await eventually(async () => (await agent.get('/api/health')).status === 200)
    assert.isTrue(back, api.output())
    const orders = await agent.get('/api/orders')
    assert.equal(orders.status, 200)
    assert.equal(orders.headers.get('x-total-count'), '0')
    assert.isNull(api.child.exitCode)
  })
    .skip(!onMysql, 'needs MySQL/MariaDB (DB_CONNECTION=mysql)')
    .timeout(60_000)
})
