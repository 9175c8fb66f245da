import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Wallet from '#models/wallet'
import { UserFactory } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { moneyTransaction } from '#services/money/ledger'
import { failTheCommit } from '#tests/functional/money/helpers'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'

test.group('Money: a transaction whose BEGIN or COMMIT fails', (group) => {
  isolateEachTest(group)

  test('fails, stores nothing and tells no one', async ({ assert }) => {
    const user = await UserFactory.create()
    let told = false
    let workDone = false

    const transaction = moneyTransaction(async (trx) => {
      await Wallet.create({ userId: user.id, balanceCents: 1_000 }, { client: trx })
      trx.after('commit', () => {
        told = true
      })
      await failTheCommit(trx)
      workDone = true
      return 'done'
    })

    const outcome = await transaction.then(
      () => 'answered',
      () => 'failed'
    )
    // SQLite keeps a transaction whose COMMIT failed on a deferred key open, on its one connection.
    if (onSqlite()) await db.rawQuery('ROLLBACK')

    assert.isTrue(workDone, 'the work itself succeeded; only its COMMIT failed')
    assert.equal(outcome, 'failed')
    assert.isNull(await Wallet.findBy('userId', user.id))
    assert.isFalse(told)
  })

  test('a BEGIN that fails is the error, not "Transaction query already complete"', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    // SQLite's one connection already in a transaction refuses the next BEGIN, as a connection
    // lost while it was taken does.
    await db.rawQuery('BEGIN')
    const outcome = await moneyTransaction(async (trx) => {
      await Wallet.create({ userId: user.id, balanceCents: 1_000 }, { client: trx })
    }).then(
      () => 'answered',
      (error: Error) => error.message
    )
    await db.rawQuery('ROLLBACK')

    assert.include(outcome, 'cannot start a transaction within a transaction')
    assert.isNull(await Wallet.findBy('userId', user.id))
  }).skip(!onSqlite(), 'MySQL and MariaDB take a second BEGIN as a COMMIT')

  test('a COMMIT that succeeds answers and tells', async ({ assert }) => {
    const user = await UserFactory.create()
    let told = false
    const answer = await moneyTransaction(async (trx) => {
      await Wallet.create({ userId: user.id, balanceCents: 1_000 }, { client: trx })
      trx.after('commit', () => {
        told = true
      })
      return 'done'
    })
    assert.equal(answer, 'done')
    assert.equal((await Wallet.findByOrFail('userId', user.id)).balanceCents, 1_000)
    assert.isTrue(told)
  })
})
