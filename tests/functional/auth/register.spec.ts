import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { BrowserAgent, expectOk, messageFor } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'

const valid = {
  firstName: 'Mariana',
  lastName: 'Quispe',
  email: 'mariana.quispe@example.pe',
  phone: '+51 912 345 678',
  password: 'Lima#2026pass',
  passwordConfirmation: 'Lima#2026pass',
  acceptTerms: true,
}

/* The sign-up rules, rule by rule: the field, the bad value, and the message in English and Spanish. */
const rules = [
  {
    field: 'email',
    value: '',
    en: 'Email is required',
    es: 'El correo electrónico es obligatorio',
  },
  {
    field: 'email',
    value: 'not-an-email',
    en: 'Please enter a valid email address',
    es: 'Introduce un correo electrónico válido',
  },
  { field: 'password', value: '', en: 'Password is required', es: 'La contraseña es obligatoria' },
  {
    field: 'password',
    value: 'Ab1!',
    en: 'Password must be at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  {
    field: 'password',
    value: 'ABCDEFG1!',
    en: 'Password must contain at least one lowercase letter',
    es: 'La contraseña debe contener al menos una letra minúscula',
  },
  {
    field: 'password',
    value: 'abcdefg1!',
    en: 'Password must contain at least one uppercase letter',
    es: 'La contraseña debe contener al menos una letra mayúscula',
  },
  {
    field: 'password',
    value: 'Abcdefgh!',
    en: 'Password must contain at least one number',
    es: 'La contraseña debe contener al menos un número',
  },
  {
    field: 'password',
    value: 'Abcdefgh1',
    en: 'Password must contain at least one special character (!@#$%^&*)',
    es: 'La contraseña debe contener al menos un carácter especial (!@#$%^&*)',
  },
  { field: 'firstName', value: '', en: 'First name is required', es: 'El nombre es obligatorio' },
  {
    field: 'firstName',
    value: 'A',
    en: 'First name must be at least 2 characters',
    es: 'El nombre debe tener al menos 2 caracteres',
  },
  {
    field: 'lastName',
    value: 'B',
    en: 'Last name must be at least 2 characters',
    es: 'El apellido debe tener al menos 2 caracteres',
  },
  { field: 'phone', value: '', en: 'Phone is required', es: 'El teléfono es obligatorio' },
  {
    field: 'phone',
    value: '+1 555 000',
    en: 'Please enter a valid phone number',
    es: 'Introduce un número de teléfono válido',
  },
  {
    field: 'acceptTerms',
    value: false,
    en: 'You must agree to the terms and conditions',
    es: 'Debes aceptar los términos y condiciones',
  },
]

test.group('Sign-up', (group) => {
  isolateEachTest(group)

  test('creates a customer with a suite, signs them in, and answers 201', async ({ assert }) => {
    const agent = new BrowserAgent()
    const registered = expectOk(
      await agent.post('/api/auth/register', { ...valid, locale: 'es' }),
      201
    )
    assert.containSubset(registered, {
      firstName: 'Mariana',
      lastName: 'Quispe',
      email: 'mariana.quispe@example.pe',
      role: 'customer',
      locale: 'es',
      avatarUrl: null,
    })
    assert.match(registered.customerId, /^SG-\d{5,}$/)
    assert.notProperty(registered, 'password')

    const current = await agent.get('/api/auth/user')
    assert.equal(current.status, 200)
    assert.equal(current.body.email, 'mariana.quispe@example.pe')

    const stored = await User.findByOrFail('email', 'mariana.quispe@example.pe')
    assert.notEqual(stored.password, valid.password)
    assert.match(stored.password, /^\$scrypt\$/)
    await stored.load('notificationPreference')
    assert.isTrue(stored.notificationPreference.securityAlerts)
  })

  test('suite numbers are unique and do not count sign-ups', async ({ assert }) => {
    const suites: string[] = []
    for (let index = 0; index < 6; index++) {
      const response = await new BrowserAgent().post('/api/auth/register', {
        ...valid,
        email: `customer${index}@example.com`,
      })
      suites.push(response.body.customerId)
    }
    assert.lengthOf(new Set(suites), 6)
    // A counter (or anything derived from one) gives the same step between
    // successive sign-ups; random draws do not. Order alone would not do:
    // six random numbers come out ascending once in 720 runs.
    const numbers = suites.map((suite) => Number(suite.slice(3)))
    const steps = new Set(numbers.slice(1).map((number, index) => number - numbers[index]))
    assert.isAbove(steps.size, 1, `suites ${suites.join(', ')} follow a fixed step`)
  })

  test('Arabic and Spanish names round-trip', async ({ assert }) => {
    const agent = new BrowserAgent()
    await agent.post('/api/auth/register', { ...valid, firstName: 'مريم', lastName: 'Núñez Peña' })
    const current = await agent.get('/api/auth/user')
    assert.equal(current.body.firstName, 'مريم')
    assert.equal(current.body.lastName, 'Núñez Peña')
  })

  for (const rule of rules) {
    test('{field} = {value} is refused with its message', async ({ assert }) => {
      for (const [language, message] of [
        ['en', rule.en],
        ['es', rule.es],
      ]) {
        const response = await new BrowserAgent({ 'accept-language': language }).post(
          '/api/auth/register',
          {
            ...valid,
            [rule.field]: rule.value,
          }
        )
        assert.equal(response.status, 422)
        assert.equal(messageFor(response.body, rule.field), message, language)
      }
      assert.equal(
        await User.query()
          .count('* as total')
          .first()
          .then((row) => Number(row!.$extras.total)),
        0
      )
    }).with([rule])
  }

  test('passwords must match', async ({ assert }) => {
    const response = await new BrowserAgent({ 'accept-language': 'ar' }).post(
      '/api/auth/register',
      {
        ...valid,
        passwordConfirmation: 'Lima#2026pasS',
      }
    )
    assert.equal(response.status, 422)
    assert.equal(response.body.errors[0].message, 'يجب أن تتطابق كلمتا المرور')
  })

  test('an email already registered is refused', async ({ assert }) => {
    await UserFactory.merge({ email: valid.email }).create()
    const response = await new BrowserAgent().post('/api/auth/register', valid)
    assert.equal(response.status, 422)
    assert.equal(messageFor(response.body, 'email'), 'An account with this email already exists')
  })

  test('more than 30 sign-ups an hour from one address get a translated 429', async ({
    assert,
  }) => {
    const agent = new BrowserAgent({ 'accept-language': 'es' })
    for (let attempt = 0; attempt < 30; attempt++) {
      assert.equal((await agent.post('/api/auth/register', { email: 'x' })).status, 422)
    }
    const refused = await agent.post('/api/auth/register', valid)
    assert.equal(refused.status, 429)
    assert.match(refused.body.errors[0].message, /^Demasiados intentos/)
    assert.isAbove(Number(refused.headers.get('retry-after')), 0)
  })
})
