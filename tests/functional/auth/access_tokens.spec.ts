import { test } from '@japa/runner'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent, bearerClient } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'

async function signedInAgent(email: string) {
  await UserFactory.merge({ email }).create()
  const agent = new BrowserAgent()
  await agent.post('/api/auth/login', { email, password: DEFAULT_PASSWORD })
  return agent
}

test.group('Personal access tokens', (group) => {
  isolateEachTest(group)

  test('a token is shown once and signs API clients in without cookies or CSRF', async ({
    assert,
  }) => {
    const agent = await signedInAgent('developer@example.com')
    const created = await agent.post('/api/auth/tokens', { name: 'Inventory sync' })
    assert.equal(created.status, 201)
    assert.equal(created.body.name, 'Inventory sync')
    assert.match(created.body.token, /^sgm_/)

    const client = bearerClient(created.body.token)
    const current = await client.get('/api/auth/user')
    assert.equal(current.status, 200)
    assert.equal(current.body.email, 'developer@example.com')
    assert.isNull(current.headers.get('set-cookie'), 'bearer requests get no cookies')

    const second = await client.post('/api/auth/tokens', { name: 'Second' })
    assert.equal(second.status, 201, 'bearer writes need no CSRF token')
  })

  test('a revoked, altered or made-up token is a 401', async ({ assert }) => {
    const agent = await signedInAgent('revoker@example.com')
    const created = await agent.post('/api/auth/tokens', { name: 'Temporary' })
    const token: string = created.body.token
    assert.equal((await bearerClient(token).get('/api/auth/user')).status, 200)

    // Right after the real token was accepted, the same id with another secret is still refused.
    const at = token.length - 10
    const altered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
    assert.equal((await bearerClient(altered).get('/api/auth/user')).status, 401)

    const revoked = await agent.delete(`/api/auth/tokens/${created.body.id}`)
    assert.equal(revoked.status, 204)
    assert.equal((await bearerClient(created.body.token).get('/api/auth/user')).status, 401)
    assert.equal((await bearerClient('sgm_made-up-token').get('/api/auth/user')).status, 401)
    assert.equal((await agent.delete(`/api/auth/tokens/${created.body.id}`)).status, 404)
  })

  test('a token records when it was last used, once a minute rather than on every request', async ({
    assert,
  }) => {
    const agent = await signedInAgent('last-used@example.com')
    const created = await agent.post('/api/auth/tokens', { name: 'Shop sync' })
    const lastUsed = async () =>
      (await db.from('auth_access_tokens').where('id', created.body.id).firstOrFail()).last_used_at
    assert.isNull(await lastUsed())

    const client = bearerClient(created.body.token)
    assert.equal((await client.get('/api/auth/user')).status, 200)
    const first = await lastUsed()
    assert.isNotNull(first)
    assert.equal((await client.get('/api/auth/user')).status, 200)
    assert.deepEqual(await lastUsed(), first, 'a second use within the minute writes nothing')
  })

  test('someone else’s token cannot be revoked', async ({ assert }) => {
    const owner = await signedInAgent('owner@example.com')
    const created = await owner.post('/api/auth/tokens', { name: 'Mine' })
    const intruder = await signedInAgent('intruder@example.com')

    assert.equal((await intruder.delete(`/api/auth/tokens/${created.body.id}`)).status, 404)
    assert.equal((await bearerClient(created.body.token).get('/api/auth/user')).status, 200)
  })

  test('signing out with a token revokes that token', async ({ assert }) => {
    const agent = await signedInAgent('cli@example.com')
    const created = await agent.post('/api/auth/tokens', { name: 'CLI' })
    const client = bearerClient(created.body.token)
    assert.equal((await client.post('/api/auth/logout')).status, 204)
    assert.equal((await client.get('/api/auth/user')).status, 401)
  })

  test('token routes need a signed-in user', async ({ assert }) => {
    const agent = new BrowserAgent()
    assert.equal((await agent.post('/api/auth/tokens', { name: 'x' })).status, 401)
    assert.equal((await agent.post('/api/auth/logout')).status, 401)
  })
})
