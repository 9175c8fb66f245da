import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/invoice'
import { isolateEachTest } from '#tests/helpers/database'
import { bearerClient } from '#tests/helpers/http'
import { fund, invoiceFor, ledgerTotals } from './helpers.js'
import { signedIn } from '#tests/helpers/auth'

/* Real concurrency needs no cookie/CSRF dance: an API token per customer. */
async function apiClientFor() {
  const { user, agent } = await signedIn()
  const created = await agent.post('/api/auth/tokens', { name: 'load test' })
  return { user, client: bearerClient(created.body.token) }
}

test.group('Money under concurrency', (group) => {
  isolateEachTest(group)

  test('50 concurrent payments of one invoice make exactly one payment', async ({ assert }) => {
    const { user, client } = await apiClientFor()
    const invoice = await invoiceFor(user, 4_250)
    await fund(user, 100_000)

    // Half share one Idempotency-Key (a client retrying), half each have their own (separate clicks).
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        client.post(
          `/api/invoices/${invoice.number}/pay`,
          { method: 'wallet' },
          {
            'idempotency-key': index % 2 === 0 ? 'one-click' : `click-${index}`,
          }
        )
      )
    )

    const statuses = responses.map((response) => response.status)
    assert.isTrue(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(',')
    )
    const succeeded = responses.filter((response) => response.status === 200)
    assert.isAtLeast(succeeded.length, 1)
    // Every 200 is the one payment (replayed for the shared key).
    assert.lengthOf(new Set(succeeded.map((response) => response.body.payment.id)), 1)

    const [{ count: payments }] = await db.from('payments').count('* as count')
    assert.equal(Number(payments), 1)
    const [{ count: debits }] = await db
      .from('wallet_transactions')
      .where('type', 'payment')
      .count('* as count')
    assert.equal(Number(debits), 1)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 95_750,
      ledgerSumCents: 95_750,
      entries: 2,
    })
    assert.equal((await Invoice.findByOrFail('number', invoice.number)).status, 'paid')
  }).timeout(60_000)

  test('200 concurrent debits against a balance that covers 10: exactly 10 succeed', async ({
    assert,
  }) => {
    const { user, client } = await apiClientFor()
    await fund(user, 1_000)
    const invoices = await Promise.all(Array.from({ length: 100 }, () => invoiceFor(user, 100)))

    const responses = await Promise.all([
      ...invoices.map((invoice) =>
        client.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
      ),
      ...invoices.map(() => client.post('/api/wallet/withdrawals', { amountCents: 100 })),
    ])

    const succeeded = responses.filter(
      (response) => response.status === 200 || response.status === 201
    )
    const refused = responses.filter((response) => response.status === 409)
    assert.lengthOf(succeeded, 10)
    assert.lengthOf(refused, 190)
    assert.isTrue(refused.every((response) => /not enough/.test(response.body.errors[0].message)))

    const totals = await ledgerTotals(user)
    assert.deepEqual(totals, { balanceCents: 0, ledgerSumCents: 0, entries: 11 })
    const [{ count: paid }] = await db.from('invoices').where('status', 'paid').count('* as count')
    const [{ count: withdrawals }] = await db
      .from('wallet_transactions')
      .where('type', 'withdrawal')
      .count('* as count')
    assert.equal(Number(paid) + Number(withdrawals), 10)
  }).timeout(120_000)
})
