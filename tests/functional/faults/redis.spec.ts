import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type ApiProcess,
  eventually,
  startApi,
  startRedis,
  freePort,
  hasCompiledServer,
  hasRedisServer,
} from './processes.js'

const API_PORT = await freePort()
const REDIS_PORT = await freePort()
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.'

test.group('Faults: Redis goes and comes back', (group) => {
  isolateEachTest(group)
  let api: ApiProcess | undefined
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  group.each.teardown(async () => {
    await api?.stop()
    await redis?.stop()
  })

  test('the process lives on: cookie requests get 503 once their remembered session lapses, bearer tokens still work, health says degraded; back without a restart', async ({
    assert,
  }) => {
    redis = await startRedis(REDIS_PORT)
    api = await startApi(API_PORT, { REDIS_HOST: '127.0.0.1', REDIS_PORT: String(REDIS_PORT) })
    const customer = await UserFactory.create()
    const token = await User.accessTokens.create(customer, ['*'], { name: 'Shop sync' })
    const app = new BrowserAgent({ authorization: `Bearer ${token.value!.release()}` }, api.origin)
    const browser = new BrowserAgent({}, api.origin)
    const credentials = { email: customer.email, password: DEFAULT_PASSWORD }
    assert.equal((await browser.post('/api/auth/login', credentials)).status, 200, api.output())
    assert.equal((await browser.get('/api/auth/user')).status, 200)
    assert.deepEqual((await browser.get('/api/health')).body, {
      status: 'ok',
      database: 'up',
      redis: 'up',
    })

    await redis.stop()
    // A session read in the last few seconds is still answered from memory; then it needs Redis.
    assert.isTrue(
      await eventually(async () => (await browser.get('/api/auth/user')).status === 503, 150),
      api.output()
    )
    for (let round = 0; round < 5; round++) {
      const session = await browser.get('/api/auth/user')
      assert.equal(session.status, 503)
      assert.equal(session.headers.get('retry-after'), '5')
      assert.deepEqual(session.body, { errors: [{ message: UNAVAILABLE }] })
      const signIn = await new BrowserAgent({}, api.origin).post('/api/auth/login', credentials)
      assert.equal(signIn.status, 503)
      // No session, no Redis needed: the signed-in cache carries on from memory and the database.
      assert.equal((await app.get('/api/orders')).status, 200)
      assert.equal((await app.get('/api/blog/posts')).status, 200)
      const health = await app.get('/api/health')
      assert.equal(health.status, 503)
      assert.deepEqual(health.body, { status: 'degraded', database: 'up', redis: 'down' })
      // Long enough for the reconnection attempts that used to end in a crash.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    assert.isNull(api.child.exitCode, api.output())

    redis = await startRedis(REDIS_PORT)
    assert.isTrue(
      await eventually(async () => (await app.get('/api/health')).status === 200),
      api.output()
    )
    // The sessions (and their CSRF secrets) went with that Redis, which kept nothing: a fresh
    // page signs in again, and it holds.
    const again = new BrowserAgent({}, api.origin)
    assert.equal((await again.post('/api/auth/login', credentials)).status, 200)
    assert.equal((await again.get('/api/auth/user')).status, 200)
    assert.isNull(api.child.exitCode)
  })
    .skip(!hasRedisServer, 'needs redis-server')
    .timeout(60_000)

  test('started while Redis is away, the compiled server serves for a minute and says so once; it takes Redis when it comes, and stops cleanly while it is away', async ({
    assert,
  }) => {
    const redisEnv = { REDIS_HOST: '127.0.0.1', REDIS_PORT: String(REDIS_PORT) }
    // With its worker and scheduler, as `npm start` runs it: each has Redis connections of its own.
    api = await startApi(
      API_PORT,
      { ...redisEnv, LOG_LEVEL: 'info', RUN_WORKER: 'true', RUN_SCHEDULER: 'true' },
      { compiled: true, until: 'answering' }
    )
    const customer = await UserFactory.create()
    const token = await User.accessTokens.create(customer, ['*'], { name: 'Shop sync' })
    const app = new BrowserAgent({ authorization: `Bearer ${token.value!.release()}` }, api.origin)
    const credentials = { email: customer.email, password: DEFAULT_PASSWORD }

    const until = Date.now() + 60_000
    let rounds = 0
    while (Date.now() < until) {
      const health = await app.get('/api/health')
      assert.equal(health.status, 503)
      assert.deepEqual(health.body, { status: 'degraded', database: 'up', redis: 'down' })
      assert.equal((await app.get('/api/orders')).status, 200)
      assert.equal((await app.get('/api/countries')).status, 200)
      const signIn = await new BrowserAgent({}, api.origin).post('/api/auth/login', credentials)
      assert.equal(signIn.status, 503)
      assert.deepEqual(signIn.body, { errors: [{ message: UNAVAILABLE }] })
      rounds++
      await sleep(500)
    }
    assert.isAbove(rounds, 50)
    assert.isNull(api.child.exitCode, api.output())
    const warnings = api.output().match(/Redis is unreachable/g) ?? []
    assert.lengthOf(warnings, 1, api.output())
    assert.notMatch(api.output(), /\bERROR\b/, 'an outage is no error of the code')

    redis = await startRedis(REDIS_PORT)
    assert.isTrue(
      await eventually(async () => (await app.get('/api/health')).status === 200),
      api.output()
    )
    assert.include(api.output(), 'Redis is back')
    const browser = new BrowserAgent({}, api.origin)
    assert.equal((await browser.post('/api/auth/login', credentials)).status, 200)
    assert.equal((await browser.get('/api/auth/user')).status, 200)

    // Away again, then told to stop: it ends on its own, neither crashing nor needing SIGKILL.
    await redis.stop()
    assert.isTrue(
      await eventually(async () => (await app.get('/api/health')).status === 503),
      api.output()
    )
    // It finishes its queue worker's loop first, which waits out a poll of the Redis that is away.
    await api.stop(15_000)
    assert.equal(api.child.exitCode, 0, api.output())
  })
    .skip(
      !hasRedisServer || !hasCompiledServer,
      hasRedisServer
        ? 'needs a current compiled server (npm start builds it)'
        : 'needs redis-server'
    )
    .timeout(120_000)
})
