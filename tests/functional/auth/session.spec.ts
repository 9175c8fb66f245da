import { test } from '@japa/runner'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent, bearerClient } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import User from '#models/user'

test.group('Cookie session with CSRF', (group) => {
  isolateEachTest(group)

  test('signed out, the current user is a 401 and the XSRF cookie is issued', async ({
    assert,
  }) => {
    const agent = new BrowserAgent()
    const response = await agent.get('/api/auth/user')
    assert.equal(response.status, 401)
    assert.deepEqual(response.body, { errors: [{ message: 'Please sign in to continue' }] })
    assert.isTrue(agent.cookies.has('XSRF-TOKEN'))
  })

  test('a write without the X-XSRF-TOKEN header, or with a wrong one, is a 403 JSON error', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'csrf@example.com' }).create()
    const agent = new BrowserAgent()
    await agent.get('/api/auth/user')
    const credentials = { email: 'csrf@example.com', password: DEFAULT_PASSWORD }

    agent.sendCsrfToken = false
    const missing = await agent.post('/api/auth/login', credentials)
    assert.equal(missing.status, 403)
    assert.deepEqual(missing.body, { errors: [{ message: 'Access denied' }] })

    const forged = await agent.post('/api/auth/login', credentials, { 'x-xsrf-token': 'forged' })
    assert.equal(forged.status, 403)

    agent.sendCsrfToken = true
    assert.equal((await agent.post('/api/auth/login', credentials)).status, 200)
  })

  test('the session cookie is HttpOnly and SameSite=Lax, renewed at sign-in, ended at sign-out', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'cookie@example.com' }).create()
    const agent = new BrowserAgent()
    const first = await agent.get('/api/auth/user')
    const sessionCookie = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('sigma-session='))!
    assert.match(sessionCookie, /HttpOnly/)
    assert.match(sessionCookie, /SameSite=Lax/)
    const anonymousSession = agent.cookies.get('sigma-session')

    const login = await agent.post('/api/auth/login', {
      email: 'cookie@example.com',
      password: DEFAULT_PASSWORD,
    })
    assert.equal(login.status, 200)
    assert.notEqual(agent.cookies.get('sigma-session'), anonymousSession)
    assert.equal((await agent.get('/api/auth/user')).status, 200)

    const stolenCookies = new Map(agent.cookies)
    const logout = await agent.post('/api/auth/logout')
    assert.equal(logout.status, 204)
    assert.equal((await agent.get('/api/auth/user')).status, 401)

    const replay = new BrowserAgent()
    replay.cookies = stolenCookies
    assert.equal((await replay.get('/api/auth/user')).status, 401)
  })

  test('a browser that lost its XSRF-TOKEN cookie gets it again on its next read', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    assert.equal((await agent.post('/api/auth/tokens', { name: 'laptop' })).status, 201)

    agent.cookies.delete('XSRF-TOKEN')
    const reissued = await agent.get('/api/auth/user')
    assert.match(reissued.headers.getSetCookie().join('\n'), /^XSRF-TOKEN=/m)
    assert.equal((await agent.post('/api/auth/tokens', { name: 'phone' })).status, 201)
  })

  test('an altered session cookie is refused, also after the real one was accepted', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    assert.equal((await agent.get('/api/auth/user')).status, 200)
    const real = agent.cookies.get('sigma-session')!
    const [value, signature] = real.split('.')
    const altered = [
      `${value}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}.${signature}`,
    ]
    for (const cookie of altered) {
      agent.cookies.set('sigma-session', cookie)
      assert.equal((await agent.get('/api/auth/user')).status, 401, cookie)
    }
    agent.cookies.set('sigma-session', real)
    assert.equal((await agent.get('/api/auth/user')).status, 200)
  })

  test('a signed-in user hears errors in their saved language, whatever the browser says', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'saved-locale@example.com', locale: 'ar' }).create()
    const agent = new BrowserAgent({ 'accept-language': 'en-US' })
    await agent.post('/api/auth/login', {
      email: 'saved-locale@example.com',
      password: DEFAULT_PASSWORD,
    })

    const response = await agent.post('/api/auth/tokens', { name: '' })
    assert.equal(response.status, 422)
    assert.equal(response.body.errors[0].message, 'الاسم مطلوب')
  })

  test('malformed JSON is a 400 and an oversized body a 413, both as JSON errors', async ({
    assert,
  }) => {
    const agent = new BrowserAgent({ 'accept-language': 'es' })
    const malformed = await agent.post('/api/auth/login', '{"email": "a@b.c",')
    assert.equal(malformed.status, 400)
    assert.deepEqual(malformed.body, {
      errors: [{ message: 'El cuerpo de la solicitud no es un JSON válido' }],
    })

    const huge = await agent.post('/api/auth/login', {
      email: 'a@b.c',
      password: 'x'.repeat(2 * 1024 * 1024),
    })
    assert.equal(huge.status, 413)
    assert.deepEqual(huge.body, { errors: [{ message: 'La solicitud es demasiado grande' }] })
  })

  test('security headers are set', async ({ assert }) => {
    const response = await new BrowserAgent().get('/api/auth/user')
    assert.equal(response.headers.get('x-frame-options'), 'DENY')
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
  })
})

test.group('Bearer clients and browser sessions', (group) => {
  isolateEachTest(group)

  test('a client signing in with a token has no session: signing in or up by password is a 4xx', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = (await User.accessTokens.create(user, ['*'])).value!.release()
    const client = bearerClient(token)
    const signIn = await client.post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    })
    assert.equal(signIn.status, 400)
    assert.equal(
      signIn.body.errors[0].message,
      'Sign in with a browser; an API client uses its token'
    )
    assert.equal((await client.get('/api/auth/user')).status, 200)
  })
})
