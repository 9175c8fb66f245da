import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import * as ledger from '#services/money/ledger'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import type { BrowserAgent } from '#tests/helpers/http'
import { fund, ledgerTotals } from '#tests/functional/money/helpers'

const lines = (csv: string) => csv.trimEnd().split('\r\n')

/** A customer with $50.00 in the wallet who asked to withdraw `amountCents`. */
async function withdrawalRequest(amountCents: number) {
  const customer = await signedIn()
  await fund(customer.user, 5_000)
  const asked = await customer.agent.post('/api/wallet/withdrawals', { amountCents })
  if (asked.status !== 201) throw new Error(`withdrawal failed: ${asked.status}`)
  return { ...customer, withdrawalId: asked.body.transaction.id as number }
}

async function noticesOf(agent: BrowserAgent) {
  const notices = await agent.get('/api/notifications?type=wallet_update')
  return notices.body as { title: string; body: string }[]
}

test.group('Back office: wallet transactions', (group) => {
  isolateEachTest(group)

  test('admins list every customer’s ledger: filters, search, sort, total, detail', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('admin')
    const ana = await signedIn('customer', { email: 'ana.lopez@example.com' })
    const omar = await signedIn('customer', { email: 'omar@example.com' })
    await fund(ana.user, 5_000)
    await fund(omar.user, 7_000)
    await ana.agent.post('/api/wallet/withdrawals', { amountCents: 1_000 })
    const old = await fund(omar.user, 300)
    await db
      .from('wallet_transactions')
      .where('id', old.transaction.id)
      .update({ created_at: '2024-01-10 12:00:00' })

    const all = await staff.get('/api/admin/wallet-transactions')
    assert.equal(all.status, 200)
    assert.equal(all.headers.get('x-total-count'), '4')
    assert.equal(all.body[3].id, old.transaction.id)
    assert.containsSubset(all.body[0], {
      type: 'withdrawal',
      status: 'pending',
      amountCents: -1_000,
      balanceAfterCents: 4_000,
      customer: { id: ana.user.id, suite: ana.user.customerId, email: 'ana.lopez@example.com' },
    })

    const ofOmar = await staff.get(
      `/api/admin/wallet-transactions?userId=${omar.user.id}&_sort=amountCents&_order=asc`
    )
    assert.equal(ofOmar.headers.get('x-total-count'), '2')
    assert.deepEqual(
      ofOmar.body.map((entry: { amountCents: number }) => entry.amountCents),
      [300, 7_000]
    )

    const pending = await staff.get('/api/admin/wallet-transactions?type=withdrawal&status=pending')
    assert.equal(pending.headers.get('x-total-count'), '1')
    const bySuite = await staff.get(`/api/admin/wallet-transactions?q=${ana.user.customerId}`)
    assert.equal(bySuite.headers.get('x-total-count'), '2')
    const byEmail = await staff.get('/api/admin/wallet-transactions?q=LOPEZ@')
    assert.equal(byEmail.headers.get('x-total-count'), '2')
    const lastYear = await staff.get(
      '/api/admin/wallet-transactions?createdAt_gte=2024-01-01&createdAt_lte=2024-12-31'
    )
    assert.deepEqual(
      lastYear.body.map((entry: { id: number }) => entry.id),
      [old.transaction.id]
    )
    const badSort = await staff.get('/api/admin/wallet-transactions?_sort=password')
    assert.equal(badSort.status, 422)

    const shown = await staff.get(`/api/admin/wallet-transactions/${old.transaction.id}`)
    assert.equal(shown.status, 200)
    assert.containsSubset(shown.body, {
      id: old.transaction.id,
      type: 'deposit',
      amountCents: 300,
      customer: { id: omar.user.id },
    })
    const missing = await staff.get('/api/admin/wallet-transactions/999999')
    assert.equal(missing.status, 404)
    assert.equal(missing.body.errors[0].message, 'Wallet transaction 999999 was not found.')
  })

  test('wallet-transactions.csv follows the filters and neutralises formulas', async ({
    assert,
  }) => {
    const { agent: staff, user: admin } = await signedIn('admin')
    const { user } = await signedIn()
    const { user: other } = await signedIn()
    await fund(user, 2_000)
    const credit = await ledger.deposit({
      userId: user.id,
      amountCents: 150,
      createdById: admin.id,
      reason: '=SUM(A1:A9), goodwill',
    })
    await fund(other, 9_000)

    const csv = await staff.get(
      `/api/admin/wallet-transactions.csv?userId=${user.id}&_sort=amountCents&_order=asc`
    )
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type')!, /^text\/csv/)
    assert.match(csv.headers.get('content-disposition')!, /wallet-transactions\.csv/)
    const rows = lines(csv.body)
    assert.equal(
      rows[0],
      'id,createdAt,suite,customer,email,type,status,amountCents,balanceAfterCents,invoiceNumber,reason,createdById'
    )
    assert.lengthOf(rows, 3)
    assert.match(
      rows[1],
      new RegExp(
        `^${credit.transaction.id},[^,]+,${user.customerId},[^,]+,${user.email},deposit,completed,150,2150,,"'=SUM\\(A1:A9\\), goodwill",${admin.id}$`
      )
    )
    assert.match(rows[2], /,deposit,completed,2000,2000,,,$/)
  })

  test('an admin pays a withdrawal out once; the customer is told', async ({ assert }) => {
    const { agent: admin } = await signedIn('admin')
    const { user, agent, withdrawalId } = await withdrawalRequest(1_200)

    const paid = await admin.post(`/api/admin/wallet-transactions/${withdrawalId}/pay-out`)
    assert.equal(paid.status, 200)
    assert.containsSubset(paid.body, {
      withdrawal: {
        id: withdrawalId,
        type: 'withdrawal',
        status: 'completed',
        amountCents: -1_200,
        customer: { id: user.id },
      },
      balanceCents: 3_800,
    })
    // The money left the wallet at the request: paying it out moves no balance.
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 3_800,
      ledgerSumCents: 3_800,
      entries: 2,
    })

    const again = await admin.post(`/api/admin/wallet-transactions/${withdrawalId}/pay-out`)
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      `Transaction ${withdrawalId} cannot be paid out or rejected: it is already completed.`
    )
    const rejectPaid = await admin.post(`/api/admin/wallet-transactions/${withdrawalId}/reject`, {
      reason: 'Too late',
    })
    assert.equal(rejectPaid.status, 409)

    const [notice] = await noticesOf(agent)
    assert.deepEqual(notice && { title: notice.title, body: notice.body }, {
      title: 'Withdrawal paid out',
      body: 'We paid out your withdrawal of $12.00.',
    })
  })

  test('an admin rejects a withdrawal: a refund entry gives the money back', async ({ assert }) => {
    const { user: admin, agent: adminAgent } = await signedIn('admin')
    const { user, agent, withdrawalId } = await withdrawalRequest(2_000)
    await agent.put('/api/settings/profile', { locale: 'es' })

    const noReason = await adminAgent.post(`/api/admin/wallet-transactions/${withdrawalId}/reject`)
    assert.equal(noReason.status, 422)

    const rejected = await adminAgent.post(
      `/api/admin/wallet-transactions/${withdrawalId}/reject`,
      { reason: 'Bank account closed' }
    )
    assert.equal(rejected.status, 200)
    assert.containsSubset(rejected.body, {
      withdrawal: { id: withdrawalId, status: 'rejected', amountCents: -2_000 },
      balanceCents: 5_000,
      transaction: {
        type: 'refund',
        status: 'completed',
        amountCents: 2_000,
        balanceAfterCents: 5_000,
        reason: 'Bank account closed',
        createdById: admin.id,
        customer: { id: user.id },
      },
    })
    // Append-only: the withdrawal stays on the ledger, and the balance is still its sum.
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 5_000,
      ledgerSumCents: 5_000,
      entries: 3,
    })

    const payRejected = await adminAgent.post(
      `/api/admin/wallet-transactions/${withdrawalId}/pay-out`
    )
    assert.equal(payRejected.status, 409)
    assert.equal(
      payRejected.body.errors[0].message,
      `Transaction ${withdrawalId} cannot be paid out or rejected: it was rejected and its amount returned to the wallet.`
    )
    const deposit = await adminAgent.post(
      `/api/admin/wallet-transactions/${rejected.body.transaction.id}/pay-out`
    )
    assert.equal(deposit.status, 409)
    assert.match(deposit.body.errors[0].message, /it is not a withdrawal request\.$/)

    const [notice] = await noticesOf(agent)
    assert.equal(notice.title, 'Retiro no pagado')
    assert.include(notice.body, 'Motivo: Bank account closed')
  })

  test('the same Idempotency-Key replays the first payout instead of a 409', async ({ assert }) => {
    const { agent: admin } = await signedIn('admin')
    const { agent, withdrawalId } = await withdrawalRequest(500)
    const headers = { 'idempotency-key': `payout-${withdrawalId}` }
    const path = `/api/admin/wallet-transactions/${withdrawalId}/pay-out`

    const first = await admin.post(path, undefined, headers)
    const retry = await admin.post(path, undefined, headers)
    assert.equal(retry.status, 200)
    assert.equal(retry.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(retry.body, first.body)
    assert.lengthOf(await noticesOf(agent), 1)
  })

  test('staff and customers neither read the ledger nor move money (403)', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { agent: admin } = await signedIn('admin')
    const { agent: customer, withdrawalId } = await withdrawalRequest(700)

    for (const action of ['pay-out', 'reject']) {
      const path = `/api/admin/wallet-transactions/${withdrawalId}/${action}`
      assert.equal((await staff.post(path, { reason: 'No' })).status, 403, `staff ${action}`)
      assert.equal((await customer.post(path, { reason: 'No' })).status, 403, `customer ${action}`)
    }
    for (const path of [
      '/api/admin/wallet-transactions',
      '/api/admin/wallet-transactions.csv',
      `/api/admin/wallet-transactions/${withdrawalId}`,
    ]) {
      assert.equal((await staff.get(path)).status, 403, path)
      assert.equal((await customer.get(path)).status, 403, path)
    }
    const untouched = await admin.get(`/api/admin/wallet-transactions/${withdrawalId}`)
    assert.equal(untouched.body.status, 'pending')
  })
})
