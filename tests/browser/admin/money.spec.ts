import { test } from '@japa/runner'
import { openBackOffice } from './support.js'
import { signedIn } from '#tests/helpers/auth'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
import { GOOD_CARD, invoiceFor } from '#tests/functional/money/helpers'

/* Money in the back office: each move shows the balance before, after, and as the server answers. */

/** A new customer whose wallet holds $50.00, and, when asked, a pending $20.00 withdrawal. */
async function customerWithWallet({ withdrawal = false } = {}) {
  const { user, agent } = await signedIn()
  const topUp = await agent.post('/api/wallet/top-ups', { amountCents: 5_000, card: GOOD_CARD })
  if (topUp.status !== 201) throw new Error(`top-up failed: ${topUp.status}`)
  if (!withdrawal) return { user, withdrawalId: undefined }
  const asked = await agent.post('/api/wallet/withdrawals', { amountCents: 2_000 })
  if (asked.status !== 201) throw new Error(`withdrawal failed: ${asked.status}`)
  return { user, withdrawalId: asked.body.transaction.id as number }
}

/** A customer's $100.00 invoice, paid by card. */
async function paidInvoice() {
  const { user, agent } = await signedIn()
  const invoice = await invoiceFor(user, 10_000)
  const paid = await agent.post(`/api/invoices/${invoice.number}/pay`, {
    method: 'card',
    card: GOOD_CARD,
  })
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`)
  return invoice
}

test.group('Back office: money', (group) => {
  group.teardown(() => closeBrowser())

  test('an admin adjusts a wallet, seeing the balance before and after', async ({ assert }) => {
    const { user } = await customerWithWallet()
    const { page, consoleErrors } = await openBackOffice(`/users/${user.id}`, 'admin')

    await page.getByTestId('wallet-balance').getByText('$50.00').waitFor()
    await page.getByRole('button', { name: 'Adjust wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('balance-before').getByText('$50.00').waitFor()
    await dialog.getByLabel('Amount (USD)').fill('12.5')
    await dialog.getByLabel('Reason').fill('Goodwill for a late delivery')
    await dialog.getByTestId('balance-after').getByText('$62.50').waitFor()
    await dialog.getByRole('button', { name: 'Confirm' }).click()

    await dialog.getByText('Balance now: $62.50').waitFor()
    await dialog.getByText('Close', { exact: true }).click()
    await page.getByTestId('wallet-balance').getByText('$62.50').waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an admin pays out a pending withdrawal', async ({ assert }) => {
    const { withdrawalId } = await customerWithWallet({ withdrawal: true })
    const { page, consoleErrors } = await openBackOffice(
      `/wallet-transactions/${withdrawalId}`,
      'admin'
    )

    await page.getByText('Pending').waitFor()
    await page.getByRole('button', { name: 'Pay out' }).click()
    const dialog = page.getByRole('dialog')
    // The amount left the balance at the request: paying it out changes nothing more.
    await dialog.getByTestId('balance-before').getByText('$30.00').waitFor()
    assert.equal(await dialog.getByTestId('balance-after').textContent(), '$30.00')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Balance now: $30.00').waitFor()
    await dialog.getByText('Close', { exact: true }).click()

    await page.getByText('Completed').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Pay out' }).count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an admin rejects a withdrawal with a reason, and the money comes back', async ({
    assert,
  }) => {
    const { withdrawalId } = await customerWithWallet({ withdrawal: true })
    const { page, consoleErrors } = await openBackOffice(
      `/wallet-transactions/${withdrawalId}`,
      'admin'
    )

    await page.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('balance-after').getByText('$50.00').waitFor()
    // Without a reason the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Write a reason (3 characters or more)').waitFor()
    await dialog.getByLabel('Reason').fill('The bank account is closed')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Balance now: $50.00').waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an admin refunds part of a paid invoice; more than what is left is refused', async ({
    assert,
  }) => {
    const invoice = await paidInvoice()
    const left = invoice.totalCents - invoice.refundedCents
    const { page, consoleErrors } = await openBackOffice(`/invoices/${invoice.number}`, 'admin')

    await page.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount (USD)').fill(String((left + 100) / 100))
    await dialog.getByLabel('Reason').fill('Damaged on arrival')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText(/Enter an amount above zero, up to/).waitFor()

    await dialog.getByLabel('Amount (USD)').fill('1')
    const before = await dialog.getByTestId('balance-before').textContent()
    const after = await dialog.getByTestId('balance-after').textContent()
    const cents = (text: string | null) => Math.round(Number(text!.replace(/[^\d.-]/g, '')) * 100)
    assert.equal(cents(after) - cents(before), 100)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText(`Balance now: ${after}`).waitFor()

    await invoice.refresh()
    assert.equal(invoice.totalCents - invoice.refundedCents, left - 100)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff see invoices without refunds, and no wallet ledger in their menu', async ({
    assert,
  }) => {
    const invoice = await paidInvoice()
    const { page, consoleErrors } = await openBackOffice(`/invoices/${invoice.number}`, 'staff')

    await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()
    await page.getByTestId('invoice-refunded').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Refund' }).count(), 0)
    await page.getByRole('menuitem', { name: 'Invoices' }).waitFor()
    assert.equal(await page.getByRole('menuitem', { name: 'Wallet transactions' }).count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff who type a wallet ledger address read that it is for admins', async ({ assert }) => {
    const { withdrawalId } = await customerWithWallet({ withdrawal: true })
    const { page, consoleErrors } = await openBackOffice('/', 'staff')
    const ledgerAsked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/wallet-transactions')) ledgerAsked.push(request.url())
    })

    for (const [path, heading] of [
      ['/wallet-transactions', 'Wallet transactions'],
      [`/wallet-transactions/${withdrawalId}`, 'Wallet transactions'],
    ]) {
      await page.goto(page.url().replace(/\/admin\/?.*$/, `/admin${path}`))
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      await page.getByText('For administrators only').waitFor()
      // Not an empty ledger, which would say that the customer has no movements.
      assert.equal(await page.locator('.ant-table').count(), 0, path)
    }
    assert.deepEqual(ledgerAsked, [])

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an amount in Arabic is one left-to-right run: "617.84 US$", "-20.00 US$"', async ({
    assert,
  }) => {
    const { withdrawalId } = await customerWithWallet({ withdrawal: true })
    const { page, consoleErrors } = await openBackOffice(
      `/wallet-transactions/${withdrawalId}`,
      'admin',
      { lang: 'ar' }
    )
    const cell = (label: string) =>
      page
        .locator('.ant-descriptions-item', { hasText: label })
        .locator('.ant-descriptions-item-content')

    // Isolated (U+2066 … U+2069), without the marks Intl adds, which flip the sign and symbol.
    await cell('المبلغ').waitFor()
    assert.match((await cell('المبلغ').textContent())!, /^\u2066-20\.00[\s\u00a0]US\$\u2069$/)
    assert.match((await cell('الرصيد بعد').textContent())!, /^\u206630\.00[\s\u00a0]US\$\u2069$/)
    // As the reader sees it: the figure, then the symbol, left to right; the minus before it.
    const order = await cell('المبلغ').evaluate((element) => {
      const text = element.firstChild!.firstChild as Text
      const at = (from: number) => {
        const range = document.createRange()
        range.setStart(text, from)
        range.setEnd(text, from + 1)
        return range.getBoundingClientRect().left
      }
      const value = text.data
      return {
        minus: at(value.indexOf('-')),
        digit: at(value.indexOf('2')),
        dollar: at(value.indexOf('$')),
      }
    })
    assert.isBelow(order.minus, order.digit)
    assert.isBelow(order.digit, order.dollar)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the money pages are right-to-left in Arabic and pass axe', async ({ assert }) => {
    const { withdrawalId } = await customerWithWallet({ withdrawal: true })
    const invoice = await paidInvoice()
    const { page, consoleErrors } = await openBackOffice('/invoices', 'admin', {
      lang: 'ar',
    })

    for (const [path, heading] of [
      ['/invoices', 'الفواتير'],
      [`/invoices/${invoice.number}`, `الفاتورة ${invoice.number}`],
      ['/wallet-transactions', 'حركات المحفظة'],
      [`/wallet-transactions/${withdrawalId}`, `حركة المحفظة رقم ${withdrawalId}`],
    ]) {
      await page.goto(page.url().replace(/\/admin\/.*$/, `/admin${path}`))
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl', path)
      assert.deepEqual(await seriousViolations(page), [], path)
    }

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
