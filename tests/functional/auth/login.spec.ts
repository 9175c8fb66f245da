import { test } from '@japa/runner'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent, messageFor } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'

test.group('Sign-in', (group) => {
  isolateEachTest(group)

  test('the right pair signs in and returns the user', async ({ assert }) => {
    const user = await UserFactory.merge({ email: 'ahmed@example.ae', locale: 'ar' }).create()
    const agent = new BrowserAgent()
    const response = await agent.post('/api/auth/login', {
      email: 'Ahmed@Example.ae',
      password: DEFAULT_PASSWORD,
    })

    assert.equal(response.status, 200)
    assert.deepEqual(response.body, {
      id: user.id,
      customerId: user.customerId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: 'ahmed@example.ae',
      phone: user.phone,
      role: 'customer',
      locale: 'ar',
      avatarUrl: null,
    })
    assert.equal((await agent.get('/api/auth/user')).status, 200)
  })

  test('a wrong password and an unknown email get the same 400, translated', async ({ assert }) => {
    await UserFactory.merge({ email: 'lucia@example.mx' }).create()
    for (const [language, message] of [
      ['en', 'Invalid email or password'],
      ['es', 'Correo electrónico o contraseña no válidos'],
      ['ar', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
    ]) {
      const agent = new BrowserAgent({ 'accept-language': language })
      const wrongPassword = await agent.post('/api/auth/login', {
        email: 'lucia@example.mx',
        password: 'Wrong#2026pass',
      })
      const unknownEmail = await agent.post('/api/auth/login', {
        email: 'nobody@example.mx',
        password: 'Wrong#2026pass',
      })
      for (const response of [wrongPassword, unknownEmail]) {
        assert.equal(response.status, 400)
        assert.deepEqual(response.body, { errors: [{ message }] })
      }
    }
  })

  test('email and password are required; the email must be valid', async ({ assert }) => {
    const agent = new BrowserAgent({ 'accept-language': 'es' })
    const empty = await agent.post('/api/auth/login', { email: '', password: '' })
    assert.equal(empty.status, 422)
    assert.equal(messageFor(empty.body, 'email'), 'El correo electrónico es obligatorio')
    assert.equal(messageFor(empty.body, 'password'), 'La contraseña es obligatoria')

    const invalid = await agent.post('/api/auth/login', { email: 'lucia@', password: 'x' })
    assert.equal(messageFor(invalid.body, 'email'), 'Introduce un correo electrónico válido')
  })

  test('10 wrong passwords for one email from one address lock it for 15 minutes', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'target@example.com' }).create()
    const agent = new BrowserAgent()
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await agent.post('/api/auth/login', {
        email: 'target@example.com',
        password: 'Guess#0000x',
      })
      assert.equal(response.status, 400)
    }
    const locked = await agent.post('/api/auth/login', {
      email: 'target@example.com',
      password: DEFAULT_PASSWORD,
    })
    assert.equal(locked.status, 429)
    assert.match(
      locked.body.errors[0].message,
      /^Too many attempts\. Please try again in \d+ seconds\.$/
    )
    assert.isAtMost(Number(locked.headers.get('retry-after')), 15 * 60)

    const otherAccount = await agent.post('/api/auth/login', {
      email: 'other@example.com',
      password: 'Guess#0000x',
    })
    assert.equal(otherAccount.status, 400)
  })

  test('a successful sign-in clears the failed-attempt count', async ({ assert }) => {
    await UserFactory.merge({ email: 'forgetful@example.com' }).create()
    const agent = new BrowserAgent()
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++) {
        await agent.post('/api/auth/login', {
          email: 'forgetful@example.com',
          password: 'Guess#0000x',
        })
      }
      const success = await agent.post('/api/auth/login', {
        email: 'forgetful@example.com',
        password: DEFAULT_PASSWORD,
      })
      assert.equal(success.status, 200)
    }
  })
})
