import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { parsePhoneNumber } from 'libphonenumber-js/max'
import MainSeeder from '#database/seeders/main_seeder'
import WorldCustomersSeeder, { WORLD_CUSTOMERS } from '#database/seeders/world_customers_seeder'
import { ORDER_STATUSES } from '#domain/orders'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'

const count = async (table: string) => Number((await db.from(table).count('* as n'))[0].n)

test.group('World customers demo data', (group) => {
  isolateEachTest(group)

  test('fifty customers with a believable history, seeded once', async ({ assert }) => {
    await new MainSeeder(db.connection()).run()
    await new WorldCustomersSeeder(db.connection()).run()

    const customers = await db.from('users').where('role', 'customer').orderBy('id').offset(2)
    assert.lengthOf(customers, WORLD_CUSTOMERS.length)
    assert.sameMembers(
      [...new Set(customers.map((customer) => customer.locale))],
      ['en', 'es', 'ar']
    )
    for (const [index, customer] of customers.entries()) {
      const phone = parsePhoneNumber(customer.phone)
      assert.isTrue(phone.isValid(), customer.phone)
      assert.equal(phone.country, WORLD_CUSTOMERS[index][2], customer.phone)
    }
    // Orders exist once bought (Fulfilled on); every status from there shows.
    const statuses = await db.from('orders').distinct('status')
    assert.sameMembers(
      statuses.map((row) => row.status),
      ORDER_STATUSES.filter((status) => status !== 'submitted' && status !== 'processing')
    )
    assert.isAbove(await count('purchase_requests'), 20)
    assert.isAbove(await count('return_requests'), 3)
    assert.isAbove(await count('notifications'), 200)

    // Every wallet's balance is the sum of its ledger.
    const wallets = await db
      .from('wallets')
      .select('balance_cents')
      .select(
        db.raw(
          '(select coalesce(sum(amount_cents), 0) from wallet_transactions t where t.wallet_id = wallets.id) as ledger'
        )
      )
    assert.isAbove(wallets.length, 20)
    for (const wallet of wallets) assert.equal(Number(wallet.balance_cents), Number(wallet.ledger))

    // Visits spread over the last 60 days, none in the future.
    const [{ first, last }] = await db
      .from('analytics_events')
      .min('occurred_at as first')
      .max('occurred_at as last')
    const daysAgo = (value: string | Date) =>
      -DateTime.fromJSDate(new Date(value)).diffNow('days').days
    assert.isAbove(daysAgo(first), 45)
    assert.isBelow(daysAgo(first), 61)
    assert.isAtLeast(daysAgo(last), -0.01)

    // A seeded customer signs in with the README's customer password.
    const agent = new BrowserAgent()
    const signIn = await agent.post('/api/auth/login', {
      email: customers[0].email,
      password: 'Customer#2026',
    })
    assert.equal(signIn.status, 200)

    const before = await count('orders')
    await new WorldCustomersSeeder(db.connection()).run()
    assert.equal(await count('users'), 4 + WORLD_CUSTOMERS.length)
    assert.equal(await count('orders'), before)
  })

  test('a database that is not the demo one gets none of them', async ({ assert }) => {
    await signedIn('staff')
    await signedIn('customer')
    await new WorldCustomersSeeder(db.connection()).run()
    assert.equal(await count('users'), 2)
  })
})
