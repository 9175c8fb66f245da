import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'

const someone = (overrides: Partial<User> = {}) =>
  UserFactory.merge({
    email: `${Math.random().toString(36).slice(2)}@example.com`,
    ...overrides,
  }).create()

test.group('Back office: users', (group) => {
  isolateEachTest(group)

  test('staff list users with simple-rest filters, sort and an exact x-total-count', async ({
    assert,
  }) => {
    // A name of its own: a random one could contain "ana" and join the _like results.
    const staff = await signedIn('staff', { firstName: 'Grace', lastName: 'Hopper' })
    await someone({ firstName: 'Ana', lastName: 'Ruiz', locale: 'es' })
    await someone({ firstName: 'Omar', lastName: 'Haddad', locale: 'ar' })
    await someone({ firstName: 'Anabel', lastName: 'Stone', locale: 'en' })

    const all = await staff.agent.get('/api/admin/users?_start=0&_end=2&_sort=id&_order=asc')
    assert.equal(all.status, 200)
    assert.equal(all.headers.get('x-total-count'), '4')
    assert.lengthOf(all.body, 2)
    assert.equal(all.body[0].id, staff.user.id)

    const customers = await staff.agent.get(
      '/api/admin/users?role=customer&_sort=firstName&_order=asc'
    )
    assert.equal(customers.headers.get('x-total-count'), '3')
    assert.deepEqual(
      customers.body.map((user: User) => user.firstName),
      ['Ana', 'Anabel', 'Omar']
    )

    const repeated = await staff.agent.get(
      '/api/admin/users?locale=es&locale=ar&_sort=firstName&_order=asc'
    )
    assert.deepEqual(
      repeated.body.map((user: User) => user.firstName),
      ['Ana', 'Omar']
    )
    assert.equal(repeated.headers.get('x-total-count'), '2')

    const notCustomers = await staff.agent.get('/api/admin/users?role_ne=customer')
    assert.deepEqual(
      notCustomers.body.map((user: User) => user.id),
      [staff.user.id]
    )

    const like = await staff.agent.get(
      '/api/admin/users?firstName_like=ANA&_sort=firstName&_order=asc'
    )
    assert.deepEqual(
      like.body.map((user: User) => user.firstName),
      ['Ana', 'Anabel']
    )

    const ids = (await User.query().orderBy('id')).map((user) => user.id)
    const range = await staff.agent.get(
      `/api/admin/users?id_gte=${ids[1]}&id_lte=${ids[2]}&_sort=id&_order=asc`
    )
    assert.deepEqual(
      range.body.map((user: User) => user.id),
      [ids[1], ids[2]]
    )
    assert.equal(range.headers.get('x-total-count'), '2')

    const searched = await staff.agent.get('/api/admin/users?q=hadd')
    assert.deepEqual(
      searched.body.map((user: User) => user.lastName),
      ['Haddad']
    )
  })

  test('staff see one user; an unknown one is a 404 with a message', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await someone({ firstName: 'Lucía' })
    const shown = await staff.agent.get(`/api/admin/users/${customer.id}`)
    assert.equal(shown.status, 200)
    assert.containsSubset(shown.body, { id: customer.id, firstName: 'Lucía', role: 'customer' })
    assert.notProperty(shown.body, 'password')

    const missing = await staff.agent.get('/api/admin/users/999999')
    assert.equal(missing.status, 404)
    assert.equal(missing.body.errors[0].message, 'User not found')
  })

  test('an admin edits and deletes a user (delete may carry a body)', async ({ assert }) => {
    const admin = await signedIn('admin')
    const customer = await someone()
    const edited = await admin.agent.request('PATCH', `/api/admin/users/${customer.id}`, {
      firstName: 'María',
      locale: 'es',
    })
    assert.equal(edited.status, 200)
    assert.containsSubset(edited.body, { firstName: 'María', locale: 'es' })

    const refused = await admin.agent.request('PATCH', `/api/admin/users/${customer.id}`, {
      locale: 'fr',
    })
    assert.equal(refused.status, 422)

    const deleted = await admin.agent.delete(`/api/admin/users/${customer.id}`, { id: customer.id })
    assert.equal(deleted.status, 204)
    assert.isNull(await User.find(customer.id))
  })

  test('staff are refused the admin-only user routes', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await someone()
    const calls = [
      ['PATCH', `/api/admin/users/${customer.id}`, { firstName: 'Zed' }],
      ['DELETE', `/api/admin/users/${customer.id}`, undefined],
      ['PUT', `/api/admin/users/${customer.id}/role`, { role: 'admin' }],
      ['POST', '/api/admin/reauthenticate', { password: 'Staff#2026pass' }],
    ] as const
    for (const [method, path, body] of calls) {
      const response = await staff.agent.request(method, path, body)
      assert.equal(response.status, 403, `${method} ${path}`)
    }
    assert.equal((await User.findOrFail(customer.id)).role, 'customer')
  })
})
