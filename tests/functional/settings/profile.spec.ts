import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, expectOk, fieldErrors, messageFor } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'

test.group('Settings: profile', (group) => {
  isolateEachTest(group)

  test('shows the profile and saves names, phone and language', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const shown = await agent.get('/api/settings/profile')
    assert.equal(shown.status, 200)
    assert.containsSubset(shown.body, {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      avatarUrl: null,
    })

    const saved = expectOk(
      await agent.put('/api/settings/profile', {
        firstName: '  Lucía ',
        lastName: 'Fernández',
        phone: '+34612345678',
        locale: 'es',
      })
    )
    assert.containsSubset(saved, {
      firstName: 'Lucía',
      lastName: 'Fernández',
      phone: '+34612345678',
      locale: 'es',
      email: user.email,
    })
    assert.deepEqual((await agent.get('/api/auth/user')).body, saved)

    // Only what is sent changes.
    const partly = await agent.put('/api/settings/profile', { lastName: 'Ruiz' })
    assert.containsSubset(partly.body, { firstName: 'Lucía', lastName: 'Ruiz', locale: 'es' })
  })

  test('refuses a bad phone, a short name and an unknown language, in the saved language', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    await agent.put('/api/settings/profile', { locale: 'ar' })

    const refused = await agent.put('/api/settings/profile', {
      firstName: 'L',
      phone: '+1 555',
      locale: 'fr',
    })
    assert.equal(refused.status, 422)
    assert.equal(messageFor(refused.body, 'phone'), 'يرجى إدخال رقم هاتف صالح')
    assert.exists(messageFor(refused.body, 'firstName'))
    assert.exists(messageFor(refused.body, 'locale'))
    assert.equal((await agent.get('/api/settings/profile')).body.locale, 'ar')
  })

  test('signed out, the settings calls are 401', async ({ assert }) => {
    const visitor = new BrowserAgent()
    for (const [method, path] of [
      ['GET', '/api/settings/profile'],
      ['PUT', '/api/settings/profile'],
      ['POST', '/api/settings/avatar'],
      ['PUT', '/api/settings/password'],
      ['GET', '/api/settings/notifications'],
      ['PUT', '/api/settings/notifications'],
    ]) {
      const body = method === 'GET' ? undefined : {}
      assert.equal((await visitor.request(method, path, body)).status, 401, `${method} ${path}`)
    }
  })
})

test.group('Settings: notification preferences', (group) => {
  isolateEachTest(group)

  test('shows the 8 switches with their defaults and saves changes', async ({ assert }) => {
    const { agent } = await signedIn()
    const defaults = await agent.get('/api/settings/notifications')
    assert.equal(defaults.status, 200)
    assert.deepEqual(defaults.body, {
      email: true,
      sms: false,
      push: true,
      marketing: false,
      orderUpdates: true,
      packageUpdates: true,
      promotions: false,
      securityAlerts: true,
    })

    const saved = await agent.put('/api/settings/notifications', {
      sms: true,
      push: false,
      promotions: true,
      securityAlerts: true,
    })
    assert.equal(saved.status, 200)
    assert.deepEqual(saved.body, {
      ...defaults.body,
      sms: true,
      push: false,
      promotions: true,
    })
    assert.deepEqual((await agent.get('/api/settings/notifications')).body, saved.body)
  })

  test('security alerts cannot be turned off, and the answer says why', async ({ assert }) => {
    const { agent } = await signedIn()
    const refused = await agent.put('/api/settings/notifications', {
      email: false,
      securityAlerts: false,
    })
    assert.equal(
      fieldErrors(refused).securityAlerts,
      "Security alerts can't be turned off: we always tell you about sign-ins, password changes and problems with your packages."
    )
    // Nothing of the refused change was saved.
    assert.isTrue((await agent.get('/api/settings/notifications')).body.email)

    await agent.put('/api/settings/profile', { locale: 'es' })
    const spanish = await agent.put('/api/settings/notifications', { securityAlerts: false })
    assert.match(
      messageFor(spanish.body, 'securityAlerts')!,
      /^Las alertas de seguridad no se pueden desactivar/
    )
  })

  test('a switch must be true or false', async ({ assert }) => {
    const { agent } = await signedIn()
    const refused = await agent.put('/api/settings/notifications', { email: 'sometimes' })
    assert.equal(refused.status, 422)
    assert.exists(messageFor(refused.body, 'email'))
  })
})
