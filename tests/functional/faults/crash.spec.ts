import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, type ApiResponse } from '#tests/helpers/http'
import { GOOD_CARD, fund, invoiceFor, ledgerTotals } from '#tests/functional/money/helpers'
import { type ApiProcess, startApi, freePort } from './processes.js'

const API_PORT = await freePort()
const WORKERS = 10
/* Acknowledged writes before the kill: the rest are in flight when it comes. */
const KILL_AFTER = 40

type Write = { key: string; path: string; body: unknown; answer?: ApiResponse }

/** A mix of top-ups and invoice payments, each with a key of its own. */
function writesFor(invoiceNumbers: string[]) {
  const writes: Write[] = []
  for (let index = 0; index < 400; index++) {
    const invoice = invoiceNumbers[index % invoiceNumbers.length]
    writes.push(
      index % 2 === 0 || !invoice
        ? {
            key: `top-up-${index}`,
            path: '/api/wallet/top-ups',
            body: { amountCents: 1_000, card: GOOD_CARD },
          }
        : {
            key: `pay-${index}`,
            path: `/api/invoices/${invoice}/pay`,
            body: { method: 'wallet' },
          }
    )
  }
  return writes
}

const send = (client: BrowserAgent, write: Write) =>
  client.post(write.path, write.body, { 'idempotency-key': write.key })

test.group('Faults: kill -9 under concurrent money writes', (group) => {
  isolateEachTest(group)
  let api: ApiProcess | undefined
  group.each.teardown(() => api?.stop())

  test('every acknowledged write survives, balances equal ledgers, every key retried gives its answer', async ({
    assert,
  }) => {
    const customer = await UserFactory.create()
    const token = (await User.accessTokens.create(customer, ['*'])).value!.release()
    await fund(customer, 100_000)
    const invoices = await Promise.all(Array.from({ length: 60 }, () => invoiceFor(customer, 700)))
    const writes = writesFor(invoices.map((invoice) => invoice.number))

    api = await startApi(API_PORT)
    const client = new BrowserAgent({ authorization: `Bearer ${token}` }, api.origin)
    client.sendCsrfToken = false

    // Workers take the next write until the server is gone; the kill comes mid-traffic.
    let next = 0
    let acknowledged = 0
    let killing: Promise<void> | undefined
    const killed = api
    const traffic = Array.from({ length: WORKERS }, async () => {
      while (next < writes.length) {
        const write = writes[next++]
        try {
          write.answer = await send(client, write)
        } catch {
          return // the connection died with the server: this write's outcome is unknown
        }
        if (++acknowledged === KILL_AFTER) killing = killed.kill9()
      }
    })
    await Promise.all(traffic)
    await killing
    assert.equal(killed.child.signalCode, 'SIGKILL')
    const answered = writes.filter((write) => write.answer)
    assert.isAtLeast(answered.length, KILL_AFTER)
    for (const write of answered) assert.oneOf(write.answer!.status, [200, 201], write.key)

    // Every acknowledged write is in the tables.
    for (const write of answered) {
      const body = write.answer!.body
      if (write.key.startsWith('top-up')) {
        const row = await db.from('wallet_transactions').where('id', body.transaction.id).first()
        assert.exists(row, write.key)
      } else {
        const row = await db.from('payments').where('id', body.payment.id).first()
        assert.exists(row, write.key)
      }
    }
    const afterCrash = await ledgerTotals(customer)
    assert.equal(afterCrash.balanceCents, afterCrash.ledgerSumCents)

    // Restarted: each key sent so far, retried, gives its first answer, or completes now
    // (a claim the dead process left is taken over, not refused for minutes).
    api = await startApi(API_PORT)
    const again = new BrowserAgent({ authorization: `Bearer ${token}` }, api.origin)
    again.sendCsrfToken = false
    for (const write of writes.slice(0, next)) {
      const retried = await send(again, write)
      if (write.answer) {
        assert.equal(retried.status, write.answer.status, write.key)
        assert.deepEqual(retried.body, write.answer.body, write.key)
        assert.equal(retried.headers.get('idempotent-replayed'), 'true', write.key)
      } else {
        assert.oneOf(retried.status, [200, 201], `${write.key}: ${JSON.stringify(retried.body)}`)
      }
    }
    const afterRetries = await ledgerTotals(customer)
    assert.equal(afterRetries.balanceCents, afterRetries.ledgerSumCents)
  }).timeout(120_000)
})

test.group('Faults: an idempotency claim left by a dead process', (group) => {
  isolateEachTest(group)

  test('is taken over by the retry once its lease lapses, and the retry completes', async ({
    assert,
  }) => {
    const customer = await UserFactory.create()
    const token = (await User.accessTokens.create(customer, ['*'])).value!.release()
    const client = new BrowserAgent({ authorization: `Bearer ${token}` })
    client.sendCsrfToken = false
    const topUp = { amountCents: 1_000, card: GOOD_CARD }
    const done = await client.post('/api/wallet/top-ups', topUp, { 'idempotency-key': 'done' })
    assert.equal(done.status, 201)

    // What a process killed mid-request leaves: the claim of the same request, never answered
    // and no longer renewed.
    const { fingerprint } = await db.from('idempotency_keys').where('key', 'done').firstOrFail()
    const lapsed = DateTime.utc().minus({ seconds: 30 }).toFormat('yyyy-MM-dd HH:mm:ss')
    await db.table('idempotency_keys').insert({
      user_id: customer.id,
      key: 'left-by-a-crash',
      fingerprint,
      created_at: lapsed,
      updated_at: lapsed,
    })

    const retried = await client.post('/api/wallet/top-ups', topUp, {
      'idempotency-key': 'left-by-a-crash',
    })
    assert.equal(retried.status, 201)
    assert.isNull(retried.headers.get('idempotent-replayed'))
    assert.equal(retried.body.balanceCents, 2_000)
    const again = await client.post('/api/wallet/top-ups', topUp, {
      'idempotency-key': 'left-by-a-crash',
    })
    assert.deepEqual(again.body, retried.body)
    assert.deepEqual(await ledgerTotals(customer), {
      balanceCents: 2_000,
      ledgerSumCents: 2_000,
      entries: 2,
    })
  })
})
