import { test } from '@japa/runner'
import { DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, bearerClient, fieldErrors, messageFor } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'

const NEW_PASSWORD = 'Moved#2026house'

test.group('Settings: password change', (group) => {
  isolateEachTest(group)

  test('keeps this browser signed in on a new session id; other sessions, remembered devices and tokens stop working', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const laptop = new BrowserAgent()
    await laptop.post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      remember: true,
    })
    const rememberedOnly = new BrowserAgent()
    rememberedOnly.cookies.set('remember_web', laptop.cookies.get('remember_web')!)
    // Signed in by the remembered device alone, it now has a session of its own.
    assert.equal((await rememberedOnly.get('/api/auth/user')).status, 200)
    const { token } = (await agent.post('/api/auth/tokens', { name: 'Shop sync' })).body
    assert.equal((await bearerClient(token).get('/api/auth/user')).status, 200)
    const sessionBefore = agent.cookies.get('sigma-session')

    const changed = await agent.put('/api/settings/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(changed.status, 204)

    assert.notEqual(agent.cookies.get('sigma-session'), sessionBefore)
    assert.equal((await agent.get('/api/auth/user')).status, 200)
    assert.equal((await laptop.get('/api/auth/user')).status, 401)
    assert.equal((await rememberedOnly.get('/api/auth/user')).status, 401)
    assert.equal((await bearerClient(token).get('/api/auth/user')).status, 401)

    const fresh = new BrowserAgent()
    const old = await fresh.post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    })
    assert.equal(old.status, 400)
    const renewed = await fresh.post('/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    })
    assert.equal(renewed.status, 200)
  })

  test('the current password is required and checked', async ({ assert }) => {
    const { user, agent } = await signedIn()

    const missing = await agent.put('/api/settings/password', {
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.exists(fieldErrors(missing).currentPassword)

    const wrong = await agent.put('/api/settings/password', {
      currentPassword: 'Not#2026mine',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(fieldErrors(wrong).currentPassword, 'The current password is incorrect')

    // Nothing changed: the old password still signs in.
    const login = await new BrowserAgent().post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    })
    assert.equal(login.status, 200)
    assert.equal((await agent.get('/api/auth/user')).status, 200)
  })

  test('the new password follows the sign-up rules, in the user’s language', async ({ assert }) => {
    const { agent } = await signedIn()
    await agent.put('/api/settings/profile', { locale: 'es' })

    const weak = await agent.put('/api/settings/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: 'nouppercase#1',
      passwordConfirmation: 'nouppercase#1',
    })
    assert.equal(
      fieldErrors(weak).password,
      'La contraseña debe contener al menos una letra mayúscula'
    )

    const mismatch = await agent.put('/api/settings/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: 'Other#2026pass',
    })
    assert.equal(mismatch.status, 422)
    assert.equal(mismatch.body.errors[0].message, 'Las contraseñas deben coincidir')

    const wrong = await agent.put('/api/settings/password', {
      currentPassword: 'Not#2026mine',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(messageFor(wrong.body, 'currentPassword'), 'La contraseña actual no es correcta')
  })

  test('guessing the current password is throttled like signing in', async ({ assert }) => {
    const { agent } = await signedIn()
    const guess = (currentPassword: string) =>
      agent.put('/api/settings/password', {
        currentPassword,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      })
    for (let attempt = 1; attempt <= 10; attempt++) {
      assert.equal((await guess(`Guess#${attempt}pass`)).status, 422)
    }
    const throttled = await guess(DEFAULT_PASSWORD)
    assert.equal(throttled.status, 429)
    assert.exists(throttled.headers.get('retry-after'))
  })

  test('signed out it is a 401; without the CSRF header a 403', async ({ assert }) => {
    const body = {
      currentPassword: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    }
    assert.equal((await new BrowserAgent().put('/api/settings/password', body)).status, 401)

    const { agent } = await signedIn()
    agent.sendCsrfToken = false
    assert.equal((await agent.put('/api/settings/password', body)).status, 403)
  })
})
