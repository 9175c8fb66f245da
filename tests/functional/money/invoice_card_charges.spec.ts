import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import CardCharge from '#models/card_charge'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import type { InvoicePaid } from '#services/money/invoicing'
import { moneyTransaction } from '#services/money/ledger'
import {
  UNSETTLED_CHARGE_AFTER,
  chargeInvoice,
  payInvoiceByCard,
  reconcileCardCharges,
  refundUnrecorded,
} from '#services/money/card_charges'
import { DomainError } from '#exceptions/domain_error'
import gateway from '#services/money/payment_gateway/main'
import type { ChargeResult } from '#services/money/payment_gateway/gateway'
import { SANDBOX_REFUSALS } from '#services/money/payment_gateway/sandbox_gateway'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import type { BrowserAgent } from '#tests/helpers/http'
import { GOOD_CARD, failTheCommit, fund, invoiceFor, ledgerTotals } from './helpers.js'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'
/* When the reconciliation counts every intent written so far as unsettled. */
const later = () => DateTime.utc().plus(UNSETTLED_CHARGE_AFTER).plus({ seconds: 1 })
const nothingSettled = { recorded: 0, refunded: 0, failed: 0 }

/* An invoice paid by card over HTTP, as the app pays it; a key makes the request idempotent. */
const payByCard = (
  agent: BrowserAgent,
  invoice: Invoice,
  { key, number = GOOD_CARD.number }: { key?: string; number?: string } = {}
) =>
  agent.post(
    `/api/invoices/${invoice.number}/pay`,
    { method: 'card', card: { ...GOOD_CARD, number } },
    key ? { 'idempotency-key': key } : {}
  )

/*
 * What the gateway was asked: each charge's key and answer, each refund's charge. `afterCharge`
 * runs once a charge has been answered, before the request goes on (another payment meanwhile).
 */
function watchGateway(cleanup: (done: () => void) => void) {
  const seen = {
    charges: [] as { key: string; result: ChargeResult }[],
    refunds: [] as string[],
    afterCharge: null as null | (() => Promise<unknown>),
  }
  const { charge, refund } = gateway
  cleanup(() => {
    gateway.charge = charge
    gateway.refund = refund
  })
  gateway.charge = async (request) => {
    const result = await charge.call(gateway, request)
    seen.charges.push({ key: request.idempotencyKey, result })
    await seen.afterCharge?.()
    return result
  }
  gateway.refund = async (request) => {
    seen.refunds.push(request.reference)
    return refund.call(gateway, request)
  }
  return seen
}

/* The first step of a card payment made, then its recording lost with the transaction's COMMIT. */
async function chargedThenCommitLost(userId: number, number: string, requestKey?: string) {
  const charged = await chargeInvoice(userId, number, GOOD_CARD, requestKey)
  const outcome = await moneyTransaction(async (trx) => {
    await payInvoiceByCard(charged, trx)
    await failTheCommit(trx)
  }).then(
    () => 'answered',
    () => 'failed'
  )
  // SQLite keeps a transaction whose COMMIT failed on a deferred key open, on its one connection.
  if (onSqlite()) await db.rawQuery('ROLLBACK')
  return { charged, outcome }
}

const paymentsOf = (invoice: Invoice) =>
  Payment.query().where('invoiceId', invoice.id).orderBy('id')

test.group('Money: invoices paid by card are reconcilable', (group) => {
  isolateEachTest(group)

  test('a card payment writes one payment, recorded by its intent', async ({ assert, cleanup }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)

    const paid = await payByCard(agent, invoice, { key: 'card-pay-1' })
    assert.equal(paid.status, 200)
    assert.containSubset(paid.body, {
      invoice: { number: invoice.number, status: 'paid' },
      payment: { method: 'card', amountCents: 4_250, card: { brand: 'visa', last4: '4242' } },
    })
    const payments = await paymentsOf(invoice)
    assert.lengthOf(payments, 1)
    assert.lengthOf(seen.charges, 1)
    const [intent] = await CardCharge.query().where('userId', user.id)
    assert.containSubset(intent.serialize(), {
      purpose: 'invoice',
      invoiceId: invoice.id,
      amountCents: 4_250,
      status: 'recorded',
      paymentId: payments[0].id,
    })
    assert.equal(intent.gatewayKey, seen.charges[0].key)
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)
  })

  test('a retry with the same Idempotency-Key after a lost COMMIT pays once and charges once', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)

    const { charged, outcome } = await chargedThenCommitLost(user.id, invoice.number, 'pay-7')
    assert.equal(outcome, 'failed')
    assert.equal((await Invoice.findOrFail(invoice.id)).status, 'unpaid')
    assert.lengthOf(await paymentsOf(invoice), 0)
    assert.equal((await CardCharge.findOrFail(charged.intent.id)).status, 'pending')

    const retried = await payByCard(agent, invoice, { key: 'pay-7' })
    assert.equal(retried.status, 200)
    assert.equal(retried.body.invoice.status, 'paid')
    const payments = await paymentsOf(invoice)
    assert.lengthOf(payments, 1)
    assert.equal(payments[0].gatewayReference, charged.charge.reference)
    // Asked twice under one key: the gateway answered the first charge again, not a second one.
    assert.lengthOf(seen.charges, 2)
    assert.lengthOf(new Set(seen.charges.map(({ key }) => key)), 1)
    assert.lengthOf(seen.refunds, 0)
    assert.lengthOf(await CardCharge.query().where('userId', user.id), 1)
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)

    // The same key for another invoice (another amount) is another request's key.
    const other = await invoiceFor(user, 1_000)
    const reused = await payByCard(agent, other, { key: 'pay-7' })
    assert.equal(reused.status, 422)
    assert.equal(
      reused.body.errors[0].message,
      'This Idempotency-Key was already used for a different request.'
    )
    // Refused by the intent too, once the first request's answer is forgotten.
    await assert.rejects(
      () => chargeInvoice(user.id, other.number, GOOD_CARD, 'pay-7'),
      /money.idempotencyKeyReused/
    )
    assert.lengthOf(seen.charges, 2)
  })

  test('the reconciliation pays a charged invoice once, with what paying it triggers', async ({
    assert,
    cleanup,
  }) => {
    const { user } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const { charged } = await chargedThenCommitLost(user.id, invoice.number)
    // Listened for from here: the lost transaction announced it too, and was rolled back.
    const announced: number[] = []
    const listener = ({ invoice: paid }: InvoicePaid) => {
      announced.push(paid.id)
    }
    emitter.on('invoice:paid', listener)
    cleanup(() => emitter.off('invoice:paid', listener))

    // While its request may still be under way, the sweep leaves it alone.
    assert.deepEqual(await reconcileCardCharges(), nothingSettled)
    assert.deepEqual(await reconcileCardCharges(later()), { ...nothingSettled, recorded: 1 })
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)

    const paid = await Invoice.findOrFail(invoice.id)
    assert.equal(paid.status, 'paid')
    assert.isNotNull(paid.paidAt)
    assert.deepEqual(announced, [invoice.id])
    const payments = await paymentsOf(invoice)
    assert.lengthOf(payments, 1)
    assert.containSubset(payments[0].serialize(), {
      method: 'card',
      purpose: 'invoice',
      amountCents: 4_250,
      gatewayReference: charged.charge.reference,
    })
    const intent = await CardCharge.findOrFail(charged.intent.id)
    assert.equal(intent.status, 'recorded')
    assert.equal(intent.paymentId, payments[0].id)
    assert.equal((await ledgerTotals(user)).entries, 0, 'a card payment does not touch the wallet')
  })

  test('the reconciliation refunds a charge whose invoice was paid from the wallet meanwhile', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const { charged } = await chargedThenCommitLost(user.id, invoice.number)
    await fund(user, 5_000)
    const byWallet = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
    assert.equal(byWallet.status, 200)

    assert.deepEqual(await reconcileCardCharges(later()), { ...nothingSettled, refunded: 1 })
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)
    assert.deepEqual(seen.refunds, [charged.charge.reference])
    assert.equal((await CardCharge.findOrFail(charged.intent.id)).status, 'refunded')
    const payments = await paymentsOf(invoice)
    assert.deepEqual(
      payments.map((payment) => payment.method),
      ['wallet']
    )
    assert.equal((await ledgerTotals(user)).balanceCents, 750)
  })

  test('the reconciliation marks failed an intent the gateway never charged', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const declined = Object.keys(SANDBOX_REFUSALS)[0]

    const refused = await payByCard(agent, invoice, { number: declined })
    assert.equal(refused.status, 402)
    assert.equal(refused.body.errors[0].message, 'Your card was declined. Please use another card.')
    assert.equal((await Invoice.findOrFail(invoice.id)).status, 'unpaid')
    assert.lengthOf(await paymentsOf(invoice), 0)
    assert.isFalse(seen.charges[0].result.ok, 'nothing was charged')

    assert.deepEqual(await reconcileCardCharges(later()), { ...nothingSettled, failed: 1 })
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)
    assert.equal((await CardCharge.findByOrFail('invoiceId', invoice.id)).status, 'failed')
    assert.equal((await Invoice.findOrFail(invoice.id)).status, 'unpaid')
    assert.lengthOf(seen.refunds, 0)
  })

  test('a retry with the key of an attempt settled as never charged is refused without charging', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const declined = Object.keys(SANDBOX_REFUSALS)[0]
    // Its own key: the sandbox gateway remembers its answers across tests, by key.
    const key = `never-charged-${crypto.randomUUID()}`
    const pay = (number: string) => payByCard(agent, invoice, { key, number })

    assert.equal((await pay(declined)).status, 402)
    assert.deepEqual(await reconcileCardCharges(later()), { ...nothingSettled, failed: 1 })

    const retried = await pay(GOOD_CARD.number)
    assert.equal(retried.status, 409)
    assert.equal(
      retried.body.errors[0].message,
      'This payment attempt is already closed. Please pay again.'
    )
    assert.lengthOf(seen.charges, 1, 'the card was not charged again')
    assert.equal((await Invoice.findOrFail(invoice.id)).status, 'unpaid')
  })

  test('an invoice paid from the wallet while its card was charged refuses, and the charge is refunded', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    await fund(user, 5_000)
    // Another tab pays from the wallet between the card's charge and its recording.
    seen.afterCharge = async () => {
      seen.afterCharge = null
      const other = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
      assert.equal(other.status, 200)
    }

    const byCard = await payByCard(agent, invoice)
    assert.equal(byCard.status, 409)
    assert.equal(
      byCard.body.errors[0].message,
      `Invoice ${invoice.number} cannot be paid: it is already paid.`
    )
    assert.lengthOf(seen.charges, 1)
    assert.isTrue(seen.charges[0].result.ok)
    assert.deepEqual(seen.refunds, [(seen.charges[0].result as { reference: string }).reference])
    assert.equal((await CardCharge.findByOrFail('invoiceId', invoice.id)).status, 'refunded')
    assert.deepEqual(
      (await paymentsOf(invoice)).map((payment) => payment.method),
      ['wallet']
    )
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)
    assert.lengthOf(seen.refunds, 1)
  })

  test('a charge whose invoice refused is refunded once; a retry with its key charges nothing more', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    let refusing = true
    const listener = ({ invoice }: InvoicePaid) => {
      if (refusing && invoice.subjectType === 'test_subject') {
        throw new DomainError(409, 'money.invoiceNotPayable', {
          number: invoice.number,
          status: 'void',
        })
      }
    }
    emitter.on('invoice:paid', listener)
    cleanup(() => emitter.off('invoice:paid', listener))
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250, { type: 'test_subject', id: 1 })
    const pay = (key: string) => payByCard(agent, invoice, { key })

    assert.equal((await pay('attempt-1')).status, 409)
    assert.lengthOf(seen.refunds, 1)
    assert.equal((await CardCharge.findByOrFail('invoiceId', invoice.id)).status, 'refunded')

    refusing = false
    const retried = await pay('attempt-1')
    assert.equal(retried.status, 409)
    assert.equal(
      retried.body.errors[0].message,
      'This payment attempt is already closed. Please pay again.'
    )
    assert.lengthOf(new Set(seen.charges.map(({ key }) => key)), 1)
    assert.lengthOf(seen.refunds, 1)
    assert.equal((await Invoice.findOrFail(invoice.id)).status, 'unpaid')

    const anew = await pay('attempt-2')
    assert.equal(anew.status, 200)
    assert.lengthOf(new Set(seen.charges.map(({ key }) => key)), 2)
    assert.lengthOf(await paymentsOf(invoice), 1)
    assert.deepEqual(await reconcileCardCharges(later()), nothingSettled)
  })

  test('a failure the client is told to retry (a lost connection) keeps the charge for the retry', async ({
    assert,
    cleanup,
  }) => {
    const seen = watchGateway(cleanup)
    const { user } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const charged = await chargeInvoice(user.id, invoice.number, GOOD_CARD, 'pay-9')

    await refundUnrecorded(charged, Object.assign(new Error('lost'), { code: 'ECONNRESET' }))
    assert.lengthOf(seen.refunds, 0)
    assert.equal((await CardCharge.findOrFail(charged.intent.id)).status, 'pending')

    await refundUnrecorded(charged, new DomainError(409, 'money.cardChargeClosed'))
    await refundUnrecorded(charged, new DomainError(409, 'money.cardChargeClosed'))
    assert.deepEqual(seen.refunds, [charged.charge.reference])
    assert.equal((await CardCharge.findOrFail(charged.intent.id)).status, 'refunded')
  })
})
