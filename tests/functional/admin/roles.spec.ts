import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { MessageBuilder } from '@adonisjs/core/helpers'
import User from '#models/user'
import RoleChange from '#models/role_change'
import { DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { REAUTHENTICATION_WINDOW_MS } from '#domain/roles'
import { isolateEachTest } from '#tests/helpers/database'
import { bearerClient, type BrowserAgent } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'

const roleOf = async (id: number) => (await User.findOrFail(id)).role

/** An admin signed in, who has just re-entered their password. */
async function confirmedAdmin() {
  const admin = await signedIn('admin')
  const confirmed = await admin.agent.post('/api/admin/reauthenticate', {
    password: DEFAULT_PASSWORD,
  })
  if (confirmed.status !== 204) throw new Error(`reauthentication: ${confirmed.status}`)
  return admin
}

/** Someone signed in with a browser and with an access token of theirs. */
async function withToken(role: 'customer' | 'staff' | 'admin') {
  const someone = await signedIn(role)
  const { token } = (await someone.agent.post('/api/auth/tokens', { name: 'Scanner' })).body
  return { ...someone, client: bearerClient(token) }
}

const setRole = (agent: BrowserAgent, id: number, role: string) =>
  agent.put(`/api/admin/users/${id}/role`, { role })

test.group('Back office: roles', (group) => {
  isolateEachTest(group)

  test('an admin promotes a customer to staff, then to admin; each change is in the audit log', async ({
    assert,
  }) => {
    const admin = await confirmedAdmin()
    const customer = await signedIn('customer')
    const id = customer.user.id

    const staff = await setRole(admin.agent, id, 'staff')
    assert.equal(staff.status, 200)
    assert.equal(staff.body.role, 'staff')
    // A promotion keeps the user signed in: they now reach the back office.
    assert.equal((await customer.agent.get('/api/admin/users')).status, 200)

    assert.equal((await setRole(admin.agent, id, 'admin')).body.role, 'admin')
    assert.equal(await roleOf(id), 'admin')

    const log = await admin.agent.get(`/api/admin/users/${id}/role-changes`)
    assert.equal(log.status, 200)
    assert.equal(log.headers.get('x-total-count'), '2')
    assert.containsSubset(log.body, [
      {
        fromRole: 'staff',
        toRole: 'admin',
        changedById: admin.user.id,
        changedBy: { id: admin.user.id, firstName: admin.user.firstName },
      },
      { fromRole: 'customer', toRole: 'staff', changedById: admin.user.id },
    ])
    assert.equal(log.body[0].toRole, 'admin', 'newest first')
    assert.isString(log.body[0].createdAt)

    const same = await setRole(admin.agent, id, 'admin')
    assert.equal(same.status, 409)
    assert.equal(same.body.errors[0].message, 'This user already has that role')
  })

  test('demoting returns the user to the role chosen and ends their sessions and tokens', async ({
    assert,
  }) => {
    const admin = await confirmedAdmin()
    const former = await withToken('admin')
    assert.equal((await former.client.get('/api/admin/users')).status, 200)
    assert.equal((await former.agent.get('/api/admin/users')).status, 200)

    const demoted = await setRole(admin.agent, former.user.id, 'customer')
    assert.equal(demoted.status, 200)
    assert.equal(demoted.body.role, 'customer')
    assert.equal(await roleOf(former.user.id), 'customer')

    assert.equal((await former.agent.get('/api/auth/user')).status, 401)
    assert.equal((await former.client.get('/api/auth/user')).status, 401)
    const left = await db.from('auth_access_tokens').where('tokenable_id', former.user.id)
    assert.lengthOf(left, 0)

    const [line] = await RoleChange.query().where('user_id', former.user.id)
    assert.containsSubset(line.serialize(), {
      changedById: admin.user.id,
      fromRole: 'admin',
      toRole: 'customer',
    })
    // The admin who did it is still signed in.
    assert.equal((await admin.agent.get('/api/admin/users')).status, 200)
  })

  test('the last admin cannot lower their own role; with another admin they can, and keep this session', async ({
    assert,
  }) => {
    const admin = await confirmedAdmin()
    const elsewhere = await withToken('customer')

    const last = await setRole(admin.agent, admin.user.id, 'staff')
    assert.equal(last.status, 409)
    assert.equal(
      last.body.errors[0].message,
      'This is the last admin: make another user an admin first'
    )
    // Signed in, the admin is answered in their saved language.
    await admin.user.merge({ locale: 'es' }).save()
    const spanish = await setRole(admin.agent, admin.user.id, 'customer')
    assert.equal(spanish.status, 409)
    assert.equal(
      spanish.body.errors[0].message,
      'Es el último administrador: primero haz administrador a otro usuario'
    )
    assert.equal(await roleOf(admin.user.id), 'admin')
    assert.equal((await admin.agent.delete(`/api/admin/users/${admin.user.id}`)).status, 409)

    await setRole(admin.agent, elsewhere.user.id, 'admin')
    const ownToken = (await admin.agent.post('/api/auth/tokens', { name: 'Laptop' })).body.token
    const stepDown = await setRole(admin.agent, admin.user.id, 'staff')
    assert.equal(stepDown.status, 200)
    assert.equal(stepDown.body.role, 'staff')
    // This browser stays signed in, now as staff; the admin's token elsewhere is ended.
    assert.equal((await admin.agent.get('/api/auth/user')).body.role, 'staff')
    assert.equal((await bearerClient(ownToken).get('/api/auth/user')).status, 401)
    assert.equal((await setRole(admin.agent, elsewhere.user.id, 'customer')).status, 403)
  })

  test('a role changes only within minutes of re-entering the password, in a browser session', async ({
    assert,
  }) => {
    const admin = await signedIn('admin')
    const customer = await signedIn('customer')

    const unconfirmed = await setRole(admin.agent, customer.user.id, 'staff')
    assert.equal(unconfirmed.status, 403)
    assert.equal(unconfirmed.body.errors[0].message, 'Enter your password again to change roles')

    const wrong = await admin.agent.post('/api/admin/reauthenticate', { password: 'guess-1234' })
    assert.equal(wrong.status, 422)
    assert.containsSubset(wrong.body.errors, [
      { field: 'password', message: 'The password is incorrect' },
    ])
    const missing = await admin.agent.post('/api/admin/reauthenticate', {})
    assert.equal(missing.status, 422)
    assert.equal((await setRole(admin.agent, customer.user.id, 'staff')).status, 403)

    const right = await admin.agent.post('/api/admin/reauthenticate', {
      password: DEFAULT_PASSWORD,
    })
    assert.equal(right.status, 204)
    assert.equal((await setRole(admin.agent, customer.user.id, 'staff')).status, 200)
    assert.equal((await setRole(admin.agent, customer.user.id, 'president')).status, 422)

    // The session's confirmation, as the store keeps it, made older than the window.
    const row = await db.from('sessions').where('user_id', String(admin.user.id)).firstOrFail()
    const data = new MessageBuilder().verify<Record<string, unknown>>(row.data, row.id)!
    data.reauthenticatedAt = Date.now() - REAUTHENTICATION_WINDOW_MS - 1000
    await db
      .from('sessions')
      .where('id', row.id)
      .update({ data: new MessageBuilder().build(data, undefined, row.id) })
    const expired = await setRole(admin.agent, customer.user.id, 'customer')
    assert.equal(expired.status, 403)
    assert.equal(await roleOf(customer.user.id), 'staff')

    // A token carries no session to hold a confirmation.
    const { token } = (await admin.agent.post('/api/auth/tokens', { name: 'Script' })).body
    const script = bearerClient(token)
    const byToken = await script.post('/api/admin/reauthenticate', { password: DEFAULT_PASSWORD })
    assert.equal(byToken.status, 403)
    assert.equal(
      (await script.put(`/api/admin/users/${customer.user.id}/role`, { role: 'customer' })).status,
      403
    )
  })

  test('an edit of the account leaves its role alone', async ({ assert }) => {
    const admin = await confirmedAdmin()
    const customer = await signedIn('customer')
    const edited = await admin.agent.request('PATCH', `/api/admin/users/${customer.user.id}`, {
      firstName: 'Amal',
      role: 'admin',
    })
    assert.equal(edited.status, 200)
    assert.containsSubset(edited.body, { firstName: 'Amal', role: 'customer' })
    assert.lengthOf(await RoleChange.all(), 0)
  })

  test('staff read the audit log but change no role, and see no revenue nor wallet ledger', async ({
    assert,
  }) => {
    const admin = await confirmedAdmin()
    const staff = await signedIn('staff')
    const customer = await signedIn('customer')
    await setRole(admin.agent, customer.user.id, 'staff')

    const log = await staff.agent.get(`/api/admin/users/${customer.user.id}/role-changes`)
    assert.equal(log.status, 200)
    assert.lengthOf(log.body, 1)

    assert.equal(
      (await staff.agent.post('/api/admin/reauthenticate', { password: DEFAULT_PASSWORD })).status,
      403
    )
    assert.equal((await setRole(staff.agent, customer.user.id, 'customer')).status, 403)
    for (const path of [
      '/api/admin/wallet-transactions',
      '/api/admin/wallet-transactions.csv',
      '/api/admin/wallet-transactions/1',
    ]) {
      assert.equal((await staff.agent.get(path)).status, 403, path)
    }
    const refund = await staff.agent.post('/api/admin/invoices/INV-0000/refund', {})
    assert.equal(refund.status, 403)
    const adjust = await staff.agent.post(`/api/admin/wallets/${customer.user.id}/adjust`, {})
    assert.equal(adjust.status, 403)

    const staffStats = await staff.agent.get('/api/admin/stats')
    assert.equal(staffStats.status, 200)
    assert.notProperty(staffStats.body, 'revenueCents')
    assert.property(staffStats.body, 'packagesInStorage')
    const adminStats = await admin.agent.get('/api/admin/stats')
    assert.equal(adminStats.body.revenueCents, 0)
    assert.equal((await admin.agent.get('/api/admin/wallet-transactions')).status, 200)
  })
})
