import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  deliveredAtOf,
  orderInvoiceCents,
  refundOf,
  REFUND_PERCENT,
  requestWindowClosesAt,
  RESTOCKING_FEE_PERCENT,
} from '#domain/returns'

test.group('Return refund', () => {
  test('70% of the order’s invoice back, 30% kept, adding up to the cent', ({ assert }) => {
    assert.equal(REFUND_PERCENT + RESTOCKING_FEE_PERCENT, 100)
    assert.deepEqual(refundOf(10_000), { refundCents: 7_000, restockingFeeCents: 3_000 })
    assert.deepEqual(refundOf(23_174), { refundCents: 16_222, restockingFeeCents: 6_952 })
    for (let cents = 0; cents <= 100_000; cents += 7) {
      const { refundCents, restockingFeeCents } = refundOf(cents)
      assert.equal(refundCents + restockingFeeCents, cents)
      assert.isAtMost(Math.abs(refundCents * 100 - cents * 70), 50)
    }
  })

  test('counted on what was paid for the order, from its last delivery', ({ assert }) => {
    assert.equal(orderInvoiceCents({ totalCents: 24_206 }, 11_653), 12_553)
    const delivered = DateTime.fromISO('2026-11-20T10:00:00Z')
    const history = [
      { toStatus: 'shipped', createdAt: delivered.minus({ days: 3 }) },
      { toStatus: 'delivered', createdAt: delivered },
    ]
    assert.equal(deliveredAtOf(history)?.toISO(), delivered.toISO())
    assert.isNull(deliveredAtOf(history.slice(0, 1)))
    assert.equal(
      requestWindowClosesAt({ deliveredAt: deliveredAtOf(history) })?.toISO(),
      delivered.plus({ days: 15 }).toISO()
    )
  })
})
