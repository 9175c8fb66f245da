import { test } from '@japa/runner'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import {
  type ApiProcess,
  eventually,
  freePort,
  startApi,
  startRedis,
  hasRedisServer,
} from './processes.js'

test.group('Two instances behind one Redis', (group) => {
  isolateEachTest(group)
  let instances: ApiProcess[] = []
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  group.each.teardown(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    instances = []
    await redis?.stop()
  })

  test('signing out or revoking a token on one ends it on the other at once, though the other remembered it', async ({
    assert,
  }) => {
    const redisPort = await freePort()
    redis = await startRedis(redisPort)
    const shared = { REDIS_HOST: '127.0.0.1', REDIS_PORT: String(redisPort) }
    const [first, second] = (instances = [
      await startApi(await freePort(), shared),
      await startApi(await freePort(), shared),
    ])
    const customer = await UserFactory.create()

    const onFirst = new BrowserAgent({}, first.origin)
    const credentials = { email: customer.email, password: DEFAULT_PASSWORD }
    assert.equal((await onFirst.post('/api/auth/login', credentials)).status, 200, first.output())
    const created = (await onFirst.post('/api/auth/tokens', { name: 'Shop sync' })).body
    const token = created.token
    const onSecond = new BrowserAgent({}, second.origin)
    onSecond.cookies = new Map(onFirst.cookies)
    const withToken = new BrowserAgent({ authorization: `Bearer ${token}` }, second.origin)
    // The second instance now remembers both the session and the token.
    assert.equal((await onSecond.get('/api/auth/user')).status, 200, second.output())
    assert.equal((await withToken.get('/api/auth/user')).status, 200)

    assert.equal((await onFirst.post('/api/auth/logout')).status, 204)
    const sessionEnded = await eventually(
      async () => (await onSecond.get('/api/auth/user')).status === 401,
      20
    )
    assert.isTrue(sessionEnded, 'the session still works on the other instance after 2 s')

    const tokens = new BrowserAgent({}, first.origin)
    await tokens.post('/api/auth/login', credentials)
    assert.equal((await tokens.delete(`/api/auth/tokens/${created.id}`)).status, 204)
    const tokenEnded = await eventually(
      async () => (await withToken.get('/api/auth/user')).status === 401,
      20
    )
    assert.isTrue(tokenEnded, 'the token still works on the other instance after 2 s')
  })
    .skip(!hasRedisServer, 'needs redis-server')
    .timeout(60_000)
})
