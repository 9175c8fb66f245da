import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { storageReminderDue, storageStatus } from '#domain/storage_clock'

const config = { freeDays: 30, dailyFeeCents: 50, disposalAfterDays: 90 }
const receivedAt = DateTime.fromISO('2026-03-01T15:00:00Z', { zone: 'utc' })
const after = (duration: Record<string, number>) => receivedAt.plus(duration)

test.group('Storage clock', () => {
  test('free for 30 days from receipt, counting the days left', ({ assert }) => {
    assert.deepEqual(storageStatus({ receivedAt }, after({ hours: 1 }), config), {
      freeUntil: '2026-03-31T15:00:00.000Z',
      storageDaysLeft: 30,
      chargeableDays: 0,
      storageFeeCents: 0,
      disposalEligible: false,
    })
    assert.include(storageStatus({ receivedAt }, after({ days: 29, hours: 1 }), config), {
      storageDaysLeft: 1,
      storageFeeCents: 0,
    })
    assert.include(storageStatus({ receivedAt }, after({ days: 30 }), config), {
      storageDaysLeft: 0,
      storageFeeCents: 0,
    })
  })

  test('every started day after the free period costs the daily fee', ({ assert }) => {
    assert.include(storageStatus({ receivedAt }, after({ days: 30, minutes: 1 }), config), {
      chargeableDays: 1,
      storageFeeCents: 50,
    })
    assert.include(storageStatus({ receivedAt }, after({ days: 40 }), config), {
      chargeableDays: 10,
      storageFeeCents: 500,
    })
  })

  test('billing stops the clock; disposal opens at the configured limit', ({ assert }) => {
    const billed = { receivedAt, storageStoppedAt: after({ days: 35 }) }
    assert.include(storageStatus(billed, after({ days: 80 }), config), {
      chargeableDays: 5,
      storageFeeCents: 250,
    })
    assert.isFalse(
      storageStatus({ receivedAt }, after({ days: 89, hours: 23 }), config).disposalEligible
    )
    assert.isTrue(storageStatus({ receivedAt }, after({ days: 90 }), config).disposalEligible)
  })

  test('a package not yet received has its whole free period ahead', ({ assert }) => {
    assert.deepEqual(storageStatus({ receivedAt: null }, after({ days: 100 }), config), {
      freeUntil: null,
      storageDaysLeft: 30,
      chargeableDays: 0,
      storageFeeCents: 0,
      disposalEligible: false,
    })
  })

  test('reminders follow the countdown: 7 days left, 1 day left, fees started', ({ assert }) => {
    const due = (duration: Record<string, number>) =>
      storageReminderDue(storageStatus({ receivedAt }, after(duration), config))
    assert.isNull(storageReminderDue(storageStatus({ receivedAt: null }, after({}), config)))
    assert.isNull(due({ days: 22, hours: 23 }), '8 days left')
    assert.equal(due({ days: 23, hours: 1 }), '7_days_left')
    assert.equal(due({ days: 28, hours: 23 }), '7_days_left')
    assert.equal(due({ days: 29, hours: 1 }), '1_day_left')
    assert.equal(due({ days: 30 }), 'fees_started')
    assert.equal(due({ days: 45 }), 'fees_started')
  })
})
