import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { messageFor } from '#tests/helpers/http'
import { GOOD_CARD, fund, invoiceFor, ledgerTotals } from './helpers.js'
import { signedIn } from '#tests/helpers/auth'

test.group('Admin: refunds and wallet adjustments', (group) => {
  isolateEachTest(group)

  test('refunds go to the wallet, partly or fully, never beyond what was paid', async ({
    assert,
  }) => {
    const { agent: admin } = await signedIn('admin')
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 10_000)
    await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'card', card: GOOD_CARD })

    const refund = (amountCents: number, reason: string) =>
      admin.post(`/api/admin/invoices/${invoice.number}/refund`, { amountCents, reason })

    const first = await refund(3_000, 'Package arrived damaged')
    assert.equal(first.status, 200)
    assert.containSubset(first.body, {
      invoice: { status: 'refunded', totalCents: 10_000, refundedCents: 3_000 },
      balanceCents: 3_000,
      transaction: {
        type: 'refund',
        amountCents: 3_000,
        reason: 'Package arrived damaged',
        invoiceNumber: invoice.number,
      },
    })

    const tooMuch = await refund(7_001, 'Oops')
    assert.equal(tooMuch.status, 422)
    assert.equal(
      messageFor(tooMuch.body, 'amountCents'),
      'At most $70.00 can still be refunded on this invoice.'
    )

    const rest = await refund(7_000, 'Lost')
    assert.equal(rest.status, 200)
    assert.equal(rest.body.invoice.refundedCents, 10_000)

    const more = await refund(1, 'Again')
    assert.equal(more.status, 422)
    assert.equal(
      messageFor(more.body, 'amountCents'),
      'At most $0.00 can still be refunded on this invoice.'
    )

    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 10_000,
      ledgerSumCents: 10_000,
      entries: 2,
    })
    const shown = await agent.get(`/api/invoices/${invoice.number}`)
    assert.containSubset(shown.body, { status: 'refunded', refundedCents: 10_000 })
  })

  test('an unpaid invoice cannot be refunded', async ({ assert }) => {
    const { agent: admin } = await signedIn('admin')
    const { user } = await signedIn()
    const invoice = await invoiceFor(user)
    const refused = await admin.post(`/api/admin/invoices/${invoice.number}/refund`, {
      amountCents: 100,
      reason: 'Test',
    })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Invoice ${invoice.number} cannot be refunded: it has not been paid.`
    )
    assert.equal(
      (
        await admin.post('/api/admin/invoices/INV-NONE-XXXX/refund', {
          amountCents: 1,
          reason: 'Test',
        })
      ).status,
      404
    )
  })

  test('an admin credits and debits a wallet with a reason; a debit cannot overdraw', async ({
    assert,
  }) => {
    const { user: adminUser, agent: admin } = await signedIn('admin')
    const { user } = await signedIn()

    const credit = await admin.post(`/api/admin/wallets/${user.id}/adjust`, {
      amountCents: 2_000,
      reason: 'Goodwill credit',
    })
    assert.equal(credit.status, 201)
    assert.containSubset(credit.body, {
      balanceCents: 2_000,
      transaction: { type: 'deposit', amountCents: 2_000 },
    })

    const debit = await admin.post(`/api/admin/wallets/${user.id}/adjust`, {
      amountCents: -500,
      reason: 'Duplicate credit',
    })
    assert.equal(debit.status, 201)
    assert.containSubset(debit.body, {
      balanceCents: 1_500,
      transaction: { type: 'withdrawal', status: 'completed', amountCents: -500 },
    })

    const overdraw = await admin.post(`/api/admin/wallets/${user.id}/adjust`, {
      amountCents: -1_501,
      reason: 'Too much',
    })
    assert.equal(overdraw.status, 409)
    const zero = await admin.post(`/api/admin/wallets/${user.id}/adjust`, {
      amountCents: 0,
      reason: 'Nothing',
    })
    assert.equal(messageFor(zero.body, 'amountCents'), 'The amount cannot be zero')
    assert.equal(
      (
        await admin.post(`/api/admin/wallets/${adminUser.id}/adjust`, {
          amountCents: 1,
          reason: 'Self',
        })
      ).status,
      404
    )
    assert.equal(
      (await admin.post('/api/admin/wallets/999999/adjust', { amountCents: 1, reason: 'Nobody' }))
        .status,
      404
    )

    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 1_500,
      ledgerSumCents: 1_500,
      entries: 2,
    })
  })

  test('staff and customers get 403 for refunds and adjustments', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn()
    const invoice = await invoiceFor(user)
    await fund(user, invoice.totalCents)
    await customer.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })

    for (const agent of [staff, customer]) {
      const refund = await agent.post(`/api/admin/invoices/${invoice.number}/refund`, {
        amountCents: 100,
        reason: 'Test',
      })
      assert.equal(refund.status, 403)
      const adjust = await agent.post(`/api/admin/wallets/${user.id}/adjust`, {
        amountCents: 100,
        reason: 'Test',
      })
      assert.equal(adjust.status, 403)
    }
    assert.deepEqual(await ledgerTotals(user), { balanceCents: 0, ledgerSumCents: 0, entries: 2 })
  })
})
