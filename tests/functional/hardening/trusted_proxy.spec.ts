import { test } from '@japa/runner'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import { type ApiProcess, startApi, freePort } from '#tests/functional/faults/processes'

const API_PORT = await freePort()

test.group('Behind a TLS-terminating proxy named in TRUST_PROXY', (group) => {
  isolateEachTest(group)
  let api: ApiProcess | undefined
  group.each.teardown(() => api?.stop())

  test("the proxy's X-Forwarded-Proto decides HSTS and Secure cookies", async ({ assert }) => {
    api = await startApi(API_PORT, { TRUST_PROXY: 'loopback' })
    const user = await UserFactory.create()
    const credentials = { email: user.email, password: DEFAULT_PASSWORD }

    const overTls = new BrowserAgent({ 'x-forwarded-proto': 'https' }, api.origin)
    const secure = await overTls.post('/api/auth/login', credentials)
    assert.equal(secure.status, 200, api.output())
    assert.equal(
      secure.headers.get('strict-transport-security'),
      'max-age=15552000; includeSubDomains'
    )
    const cookies = secure.headers.getSetCookie()
    assert.isAbove(cookies.length, 0)
    for (const cookie of cookies) assert.match(cookie, /;\s*Secure/)

    const plain = await new BrowserAgent({ 'x-forwarded-proto': 'http' }, api.origin).post(
      '/api/auth/login',
      credentials
    )
    assert.equal(plain.status, 200)
    assert.isNull(plain.headers.get('strict-transport-security'))
    for (const cookie of plain.headers.getSetCookie()) assert.notMatch(cookie, /;\s*Secure/i)
  }).timeout(60_000)
})
