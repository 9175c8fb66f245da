import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, messageFor } from '#tests/helpers/http'
import { GOOD_CARD, fund, invoiceFor, ledgerTotals } from './helpers.js'
import { signedIn } from '#tests/helpers/auth'

test.group('Wallet', (group) => {
  isolateEachTest(group)

  test('a new customer’s wallet is empty and shows the top-up limits', async ({ assert }) => {
    const { agent } = await signedIn()
    const wallet = await agent.get('/api/wallet')
    assert.equal(wallet.status, 200)
    assert.deepEqual(wallet.body, {
      balanceCents: 0,
      currency: 'USD',
      topUp: { minCents: 500, maxCents: 200_000 },
    })

    const transactions = await agent.get('/api/wallet/transactions')
    assert.deepEqual(transactions.body, [])
    assert.equal(transactions.headers.get('x-total-count'), '0')
    assert.equal((await new BrowserAgent().get('/api/wallet')).status, 401)
  })

  test('a top-up by card credits the wallet and records only brand and last 4', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const topUp = await agent.post('/api/wallet/top-ups', {
      amountCents: 2_500,
      card: { number: '5555 5555 5555 4444', expiry: '08/35', cvv: '321' },
    })
    assert.equal(topUp.status, 201)
    assert.equal(topUp.body.balanceCents, 2_500)
    assert.containSubset(topUp.body.transaction, {
      type: 'deposit',
      status: 'completed',
      amountCents: 2_500,
      balanceAfterCents: 2_500,
      card: { brand: 'mastercard', last4: '4444' },
    })
    assert.equal((await agent.get('/api/wallet')).body.balanceCents, 2_500)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 2_500,
      ledgerSumCents: 2_500,
      entries: 1,
    })
    const payments = await db.from('payments').select('*')
    assert.notInclude(JSON.stringify(payments), '5555555555554444')
  })

  test('top-ups outside $5 – $2,000 are refused with a clear message', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const tooSmall = await agent.post('/api/wallet/top-ups', { amountCents: 499, card: GOOD_CARD })
    assert.equal(tooSmall.status, 422)
    assert.equal(
      messageFor(tooSmall.body, 'amountCents'),
      'Top-ups must be between $5.00 and $2,000.00.'
    )

    const tooLarge = await agent.post('/api/wallet/top-ups', {
      amountCents: 200_001,
      card: GOOD_CARD,
    })
    assert.equal(tooLarge.status, 422)

    const fractional = await agent.post('/api/wallet/top-ups', {
      amountCents: 10.5,
      card: GOOD_CARD,
    })
    assert.equal(
      messageFor(fractional.body, 'amountCents'),
      'Amount must be a whole number of cents'
    )

    assert.equal(
      (await agent.post('/api/wallet/top-ups', { amountCents: 500, card: GOOD_CARD })).status,
      201
    )
    assert.equal(
      (await agent.post('/api/wallet/top-ups', { amountCents: 200_000, card: GOOD_CARD })).status,
      201
    )
    assert.equal((await ledgerTotals(user)).balanceCents, 200_500)

    user.locale = 'ar'
    await user.save()
    const arabic = await agent.post('/api/wallet/top-ups', { amountCents: 100, card: GOOD_CARD })
    assert.include(messageFor(arabic.body, 'amountCents')!, 'يجب أن يكون مبلغ الشحن بين')
  })

  test('a declined top-up credits nothing', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const declined = await agent.post('/api/wallet/top-ups', {
      amountCents: 1_000,
      card: { ...GOOD_CARD, number: '4000000000000002' },
    })
    assert.equal(declined.status, 402)
    assert.equal(
      declined.body.errors[0].message,
      'Your card was declined. Please use another card.'
    )
    assert.deepEqual(await ledgerTotals(user), { balanceCents: 0, ledgerSumCents: 0, entries: 0 })
  })

  test('a top-up with the same Idempotency-Key is charged once', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const headers = { 'idempotency-key': 'top-up-2026-11-21-a' }
    const first = await agent.post(
      '/api/wallet/top-ups',
      { amountCents: 1_000, card: GOOD_CARD },
      headers
    )
    const second = await agent.post(
      '/api/wallet/top-ups',
      { amountCents: 1_000, card: GOOD_CARD },
      headers
    )
    assert.equal(first.status, 201)
    assert.equal(second.status, 201)
    assert.deepEqual(second.body, first.body)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 1_000,
      ledgerSumCents: 1_000,
      entries: 1,
    })

    const otherAmount = await agent.post(
      '/api/wallet/top-ups',
      { amountCents: 2_000, card: GOOD_CARD },
      headers
    )
    assert.equal(otherAmount.status, 422)
  })

  test('a withdrawal request takes the money out at once, pending payout', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await fund(user, 3_000)
    const withdrawal = await agent.post('/api/wallet/withdrawals', { amountCents: 1_200 })
    assert.equal(withdrawal.status, 201)
    assert.equal(withdrawal.body.balanceCents, 1_800)
    assert.containSubset(withdrawal.body.transaction, {
      type: 'withdrawal',
      status: 'pending',
      amountCents: -1_200,
      balanceAfterCents: 1_800,
    })

    const tooMuch = await agent.post('/api/wallet/withdrawals', { amountCents: 1_801 })
    assert.equal(tooMuch.status, 409)
    assert.equal(
      tooMuch.body.errors[0].message,
      'Your wallet balance ($18.00) is not enough for $18.01.'
    )
    assert.equal((await agent.post('/api/wallet/withdrawals', { amountCents: 0 })).status, 422)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 1_800,
      ledgerSumCents: 1_800,
      entries: 2,
    })
  })

  test('the ledger lists newest first, pages and filters', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await signedIn()
    await fund(other.user, 99_999)
    await agent.post('/api/wallet/top-ups', { amountCents: 5_000, card: GOOD_CARD })
    const invoice = await invoiceFor(user, 1_500)
    await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
    await agent.post('/api/wallet/withdrawals', { amountCents: 500 })

    const all = await agent.get('/api/wallet/transactions')
    assert.equal(all.headers.get('x-total-count'), '3')
    assert.deepEqual(
      all.body.map((entry: any) => [entry.type, entry.amountCents, entry.balanceAfterCents]),
      [
        ['withdrawal', -500, 3_000],
        ['payment', -1_500, 3_500],
        ['deposit', 5_000, 5_000],
      ]
    )
    assert.equal(all.body[1].invoiceNumber, invoice.number)

    const page = await agent.get('/api/wallet/transactions?_start=1&_end=2')
    assert.deepEqual(
      page.body.map((entry: any) => entry.type),
      ['payment']
    )
    assert.equal(page.headers.get('x-total-count'), '3')

    const payments = await agent.get(
      '/api/wallet/transactions?type=payment&type=deposit&_sort=amountCents&_order=asc'
    )
    assert.deepEqual(
      payments.body.map((entry: any) => entry.amountCents),
      [-1_500, 5_000]
    )
    assert.equal(payments.headers.get('x-total-count'), '2')
  })
})
