import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import OrdersSeeder from '#database/seeders/orders_seeder'
import { ORDER_STATUSES } from '#domain/orders'
import { PURCHASE_REQUEST_STATUSES } from '#domain/orders'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { ledgerTotals } from '#tests/functional/money/helpers'

test.group('Orders demo data', (group) => {
  isolateEachTest(group)

  test('orders in every status an order bought for the customer can be in, and purchase requests at every step, once', async ({
    assert,
  }) => {
    const { user: customer } = await signedIn('customer')
    await signedIn('staff')
    const seeder = new OrdersSeeder(db.connection())
    await seeder.run()

    const statuses = (rows: { status: string }[]) => [...new Set(rows.map((row) => row.status))]
    // An order exists once its items are bought: never Submitted or Processing.
    assert.sameMembers(
      statuses(await db.from('orders').select('status')),
      ORDER_STATUSES.filter((status) => status !== 'submitted' && status !== 'processing')
    )
    assert.sameMembers(statuses(await db.from('purchase_requests').select('status')), [
      ...PURCHASE_REQUEST_STATUSES,
    ])
    // Every order comes from its purchase request.
    assert.equal(
      Number((await db.from('orders').whereNull('purchase_request_id').count('* as n'))[0].n),
      0
    )
    const totals = await ledgerTotals(customer)
    assert.isAbove(totals.balanceCents, 0)
    assert.equal(totals.balanceCents, totals.ledgerSumCents)

    const [{ n: before }] = await db.from('orders').count('* as n')
    await seeder.run()
    const [{ n: after }] = await db.from('orders').count('* as n')
    assert.equal(Number(after), Number(before))
  })
})
