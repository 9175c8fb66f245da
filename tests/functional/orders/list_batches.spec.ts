import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Order from '#models/order'
import { UserFactory } from '#database/factories/user_factory'
import { listBatches } from '#services/platform/lists'
import type { ListParams } from '#domain/lists'
import type { OrderStatus } from '#domain/orders'
import { isolateEachTest } from '#tests/helpers/database'
import { ORDER_ADDRESS } from '#tests/functional/orders/helpers'

test.group('Lists read in batches (exports)', (group) => {
  isolateEachTest(group)

  test('every row once, in the list order, when batches split equal sort values', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const noon = DateTime.fromISO('2026-03-01T12:00:00Z')
    // Most orders share a second and a total, so batches of two end in the middle of a tie.
    const orders: [number, number, OrderStatus][] = [
      [0, 100, 'submitted'],
      [0, 200, 'submitted'],
      [5, 100, 'delivered'],
      [0, 100, 'submitted'],
      [5, 200, 'submitted'],
      [0, 100, 'submitted'],
      [10, 100, 'submitted'],
      [5, 100, 'submitted'],
    ]
    for (const [i, [minutes, totalCents, status]] of orders.entries()) {
      await Order.create({
        number: `ORD-BATCH00${i}`,
        userId: user.id,
        status,
        totalCents,
        shippingAddress: ORDER_ADDRESS,
        createdAt: noon.plus({ minutes }),
      })
    }

    for (const [sort, order] of [
      ['created_at', 'desc'],
      ['total_cents', 'asc'],
    ] as const) {
      const params: ListParams<string> = { start: 0, end: 25, sort, order, filters: {} }
      const submitted = () => Order.query().where('status', 'submitted')
      const expected = await submitted().orderBy(sort, order).orderBy('id', order)
      const read: Order[] = []
      for await (const batch of listBatches(submitted(), params, 2)) read.push(...batch)
      assert.deepEqual(
        read.map((row) => row.number),
        expected.map((row) => row.number),
        `${sort} ${order}`
      )
      assert.lengthOf(read, 7)
    }
  })
})
