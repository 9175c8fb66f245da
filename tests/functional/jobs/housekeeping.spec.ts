import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import IdempotencyKey from '#models/idempotency_key'
import PasswordResetToken from '#models/password_reset_token'
import { UserFactory } from '#database/factories/user_factory'
import { removeExpired } from '#services/platform/housekeeping'
import { isolateEachTest } from '#tests/helpers/database'

test.group('Housekeeping', (group) => {
  isolateEachTest(group)

  test('removes what outlived its use and keeps the rest', async ({ assert }) => {
    const user = await UserFactory.create()
    const now = DateTime.utc()
    const reset = (tokenHash: string, expiresAt: DateTime, usedAt: DateTime | null = null) =>
      PasswordResetToken.create({ userId: user.id, tokenHash, expiresAt, usedAt })
    await reset('a'.repeat(64), now.minus({ minutes: 1 }))
    await reset('b'.repeat(64), now.plus({ minutes: 30 }), now.minus({ minutes: 5 }))
    const live = await reset('c'.repeat(64), now.plus({ minutes: 30 }))

    const key = (name: string, age: { hours: number }) =>
      IdempotencyKey.create({
        userId: user.id,
        key: name,
        fingerprint: 'POST /api/wallet/top-ups',
        createdAt: now.minus(age),
        updatedAt: now.minus(age),
      })
    await key('yesterday', { hours: 25 })
    const recent = await key('this-morning', { hours: 3 })

    const session = (id: string, expiresAt: DateTime) =>
      db.table('sessions').insert({ id, data: '{}', expires_at: expiresAt.toJSDate() })
    await session('ended', now.minus({ minutes: 1 }))
    await session('open', now.plus({ hours: 1 }))

    assert.deepEqual(await removeExpired(now), {
      resetLinks: 2,
      accessTokens: 0,
      idempotencyKeys: 1,
      sessions: 1,
    })
    assert.deepEqual(
      (await PasswordResetToken.all()).map((token) => token.id),
      [live.id]
    )
    assert.deepEqual(
      (await IdempotencyKey.all()).map((row) => row.id),
      [recent.id]
    )
    assert.deepEqual(
      (await db.from('sessions').select('id')).map((row) => row.id),
      ['open']
    )
  })
})
