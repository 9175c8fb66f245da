import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { seedMoney } from '#database/seeders/money_seeder'
import { isolateEachTest } from '#tests/helpers/database'
import { ledgerTotals } from './helpers.js'

test.group('Money demo data', (group) => {
  isolateEachTest(group)

  test('each demo customer gets wallet history and invoices paid and unpaid', async ({
    assert,
  }) => {
    const customers = [
      await UserFactory.merge({ locale: 'es' }).create(),
      await UserFactory.merge({ locale: 'ar' }).create(),
    ]
    await seedMoney(customers)

    for (const customer of customers) {
      const totals = await ledgerTotals(customer)
      assert.equal(totals.balanceCents, totals.ledgerSumCents)
      const statuses = await db
        .from('invoices')
        .where('user_id', customer.id)
        .orderBy('created_at')
        .select('status')
      assert.deepEqual(
        statuses.map((row) => row.status),
        ['refunded', 'paid', 'unpaid']
      )
    }
    // 250.00 top-up − 72.90 shipping + 12.00 refund, and a 30.00 withdrawal for the first customer.
    assert.deepEqual(await ledgerTotals(customers[0]), {
      balanceCents: 159_10,
      ledgerSumCents: 159_10,
      entries: 4,
    })
    assert.deepEqual(await ledgerTotals(customers[1]), {
      balanceCents: 189_10,
      ledgerSumCents: 189_10,
      entries: 3,
    })
  })
})
