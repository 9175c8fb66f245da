import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import CardCharge from '#models/card_charge'
import WalletTransaction from '#models/wallet_transaction'
import { UserFactory } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { GOOD_CARD, failTheCommit } from '#tests/functional/money/helpers'
import { balanceOf, moneyTransaction } from '#services/money/ledger'
import {
  UNSETTLED_CHARGE_AFTER,
  chargeTopUp,
  reconcileCardCharges,
  recordTopUp,
} from '#services/money/card_charges'
import { SANDBOX_REFUSALS } from '#services/money/payment_gateway/sandbox_gateway'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'
/* When the reconciliation counts every intent written so far as unsettled. */
const later = () => DateTime.utc().plus(UNSETTLED_CHARGE_AFTER).plus({ seconds: 1 })

const entriesOf = (userId: number) =>
  WalletTransaction.query().whereIn('walletId', (wallets) =>
    wallets.from('wallets').select('id').where('user_id', userId)
  )

test.group('Money: card top-ups whose recording is lost are reconciled', (group) => {
  isolateEachTest(group)

  test('a COMMIT lost after the charge: the sweep credits it once, however often it runs', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ locale: 'es' }).create()
    const charged = await chargeTopUp(user.id, 2_500, GOOD_CARD)

    const outcome = await moneyTransaction(async (trx) => {
      await recordTopUp(charged, trx)
      await failTheCommit(trx)
    }).then(
      () => 'answered',
      () => 'failed'
    )
    // SQLite keeps a transaction whose COMMIT failed on a deferred key open, on its one connection.
    if (onSqlite()) await db.rawQuery('ROLLBACK')
    assert.equal(outcome, 'failed')
    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await entriesOf(user.id), 0)

    // While its request may still be under way, the sweep leaves it alone.
    assert.deepEqual(await reconcileCardCharges(), { recorded: 0, refunded: 0, failed: 0 })
    assert.equal((await CardCharge.findOrFail(charged.intent.id)).status, 'pending')

    assert.deepEqual(await reconcileCardCharges(later()), { recorded: 1, refunded: 0, failed: 0 })
    assert.deepEqual(await reconcileCardCharges(later()), { recorded: 0, refunded: 0, failed: 0 })

    assert.equal(await balanceOf(user.id), 2_500)
    const entries = await entriesOf(user.id).preload('payment')
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].type, 'deposit')
    assert.equal(entries[0].payment.gatewayReference, charged.charge.reference)
    assert.equal(
      // ICU separates the amount from its currency with a no-break space.
      entries[0].reason?.replace(/\s/g, ' '),
      `Recarga con tarjeta de 25,00 US$ registrada por conciliación: la tarjeta se cobró (referencia ${charged.charge.reference}), pero la solicitud de la recarga terminó antes de guardarla.`
    )
    const intent = await CardCharge.findOrFail(charged.intent.id)
    assert.equal(intent.status, 'recorded')
    assert.equal(intent.paymentId, entries[0].paymentId)
  })

  test('a retry with the same Idempotency-Key after a lost COMMIT takes up the first charge, not a second', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const first = await chargeTopUp(user.id, 2_500, GOOD_CARD, 'top-up-1')
    await moneyTransaction(async (trx) => {
      await recordTopUp(first, trx)
      await failTheCommit(trx)
    }).catch(() => {})
    if (onSqlite()) await db.rawQuery('ROLLBACK')
    assert.equal(await balanceOf(user.id), 0)

    const retried = await chargeTopUp(user.id, 2_500, GOOD_CARD, 'top-up-1')
    assert.equal(retried.intent.id, first.intent.id)
    assert.equal(retried.charge.reference, first.charge.reference)
    await moneyTransaction((trx) => recordTopUp(retried, trx))
    assert.equal(await balanceOf(user.id), 2_500)
    assert.deepEqual(await reconcileCardCharges(later()), { recorded: 0, refunded: 0, failed: 0 })
    assert.lengthOf(await CardCharge.query().where('userId', user.id), 1)

    // The same key for another amount is another request's key.
    await assert.rejects(() => chargeTopUp(user.id, 3_000, GOOD_CARD, 'top-up-1'))
  })

  test('a card refused is settled as never charged; a top-up answered is not credited again', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const declined = Object.keys(SANDBOX_REFUSALS)[0]
    const refused = await agent.post('/api/wallet/top-ups', {
      amountCents: 1_000,
      card: { ...GOOD_CARD, number: declined },
    })
    assert.equal(refused.status, 402)
    const answered = await agent.post('/api/wallet/top-ups', {
      amountCents: 2_000,
      card: GOOD_CARD,
    })
    assert.equal(answered.status, 201)

    assert.deepEqual(await reconcileCardCharges(later()), { recorded: 0, refunded: 0, failed: 1 })
    const intents = await CardCharge.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      intents.map((intent) => [intent.amountCents, intent.status]),
      [
        [1_000, 'failed'],
        [2_000, 'recorded'],
      ]
    )
    assert.equal(await balanceOf(user.id), 2_000)
  })
})
