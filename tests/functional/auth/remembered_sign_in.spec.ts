import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { bearerClient } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'
import { DEFAULT_PASSWORD } from '#database/factories/user_factory'

/*
 * Signed-in requests are answered from a remembered copy of their user and token
 * (api/services/accounts/signed_in_users.ts). Each test uses a client first, so that the copy
 * exists, then changes the account and checks the very next request sees the change.
 */
async function withToken(role: 'customer' | 'staff' | 'admin' = 'customer') {
  const signedInUser = await signedIn(role)
  const { token } = (await signedInUser.agent.post('/api/auth/tokens', { name: 'Remembered' })).body
  const client = bearerClient(token)
  return { ...signedInUser, client, token }
}

test.group('Signed-in requests see account changes at once', (group) => {
  isolateEachTest(group)

  test('a token revoked after use is refused on the next request', async ({ assert }) => {
    const { agent, client } = await withToken()
    const { body: profile } = await agent.get('/api/auth/user')
    assert.equal((await client.get('/api/auth/user')).status, 200)

    const created = await agent.post('/api/auth/tokens', { name: 'Second' })
    const second = bearerClient(created.body.token)
    // The first use records "last used"; the second is answered from memory.
    assert.equal((await second.get('/api/auth/user')).status, 200)
    assert.equal((await second.get('/api/auth/user')).status, 200)
    assert.equal((await agent.delete(`/api/auth/tokens/${created.body.id}`)).status, 204)

    assert.equal((await second.get('/api/auth/user')).status, 401)
    assert.equal((await client.get('/api/auth/user')).body.email, profile.email)
  })

  test('a profile change shows on the next request, by token and by cookie', async ({ assert }) => {
    const { agent, client } = await withToken()
    assert.equal((await client.get('/api/auth/user')).body.locale, 'en')
    assert.equal((await agent.get('/api/auth/user')).body.locale, 'en')

    const saved = await client.put('/api/settings/profile', { firstName: 'Samira', locale: 'ar' })
    assert.equal(saved.status, 200)

    for (const reader of [client, agent]) {
      const { body } = await reader.get('/api/auth/user')
      assert.equal(body.firstName, 'Samira')
      assert.equal(body.locale, 'ar')
    }
  })

  test('staff whose role an admin takes away are signed out on the next request', async ({
    assert,
  }) => {
    const staff = await withToken('staff')
    const admin = await signedIn('admin')
    assert.equal((await staff.client.get('/api/admin/stats')).status, 200)
    assert.equal((await staff.agent.get('/api/admin/stats')).status, 200)

    await admin.agent.post('/api/admin/reauthenticate', { password: DEFAULT_PASSWORD })
    const demoted = await admin.agent.put(`/api/admin/users/${staff.user.id}/role`, {
      role: 'customer',
    })
    assert.equal(demoted.status, 200)

    // Their sessions and tokens are ended with the role, wherever sessions are kept.
    assert.equal((await staff.client.get('/api/admin/stats')).status, 401)
    assert.equal((await staff.agent.get('/api/admin/stats')).status, 401)
  })

  test('a deleted account is signed out everywhere on the next request', async ({ assert }) => {
    const customer = await withToken()
    const admin = await signedIn('admin')
    assert.equal((await customer.client.get('/api/auth/user')).status, 200)
    assert.equal((await customer.agent.get('/api/auth/user')).status, 200)

    const deleted = await admin.agent.delete(`/api/admin/users/${customer.user.id}`, {})
    assert.equal(deleted.status, 204)

    assert.equal((await customer.client.get('/api/auth/user')).status, 401)
    assert.equal((await customer.agent.get('/api/auth/user')).status, 401)
  })
})
