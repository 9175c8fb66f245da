import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { asDateTime } from '#models/columns'

test.group('Stored datetimes', () => {
  test('{0} reads as luxon reads it')
    .with([
      '2026-11-21 12:00:00',
      '2024-02-29 23:59:59',
      '2026-03-29 02:30:00',
      '2026-11-21 12:00:00.125',
      '2026-11-21 12:00:00+02:00',
      '2026-11-21',
    ])
    .run(({ assert }, text) => {
      const read = asDateTime.consume(text) as DateTime
      assert.isTrue(read.isValid)
      assert.equal(read.toMillis(), DateTime.fromSQL(text).toMillis())
      assert.equal(read.zoneName, DateTime.fromSQL(text).zoneName)
    })

  test('dates, epoch milliseconds and nulls', ({ assert }) => {
    const when = new Date('2026-11-21T12:00:00Z')
    assert.equal((asDateTime.consume(when) as DateTime).toMillis(), when.getTime())
    assert.equal((asDateTime.consume(when.getTime()) as DateTime).toMillis(), when.getTime())
    assert.isNull(asDateTime.consume(null))
  })
})
