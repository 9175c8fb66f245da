import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { LANGUAGES, pathFor } from '#customer-routes'
import {
  ARABIC,
  SANDBOX_CARD,
  htmlLangDir,
  newCustomer,
  openAs,
  seriousViolations,
  unexpectedErrors,
} from './support.js'
import { DECLINED_CARD, balanceOf, clickTwice, fillCard, topUp } from './money_support.js'

const DECLINED = {
  en: { title: 'Payment Failed', reason: 'Your card was declined. Please use another card.' },
  ar: { title: 'فشل الدفع', reason: 'تم رفض بطاقتك. يرجى استخدام بطاقة أخرى.' },
}

test.group('Customer app: wallet', (group) => {
  group.teardown(() => closeBrowser())

  test('a top-up by the sandbox card clicked twice adds the money once, to the balance and the ledger', async ({
    assert,
  }) => {
    const customer = await newCustomer()
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'en'))
    await page.getByText('No transactions yet').waitFor()
    assert.equal(await page.getByTestId('wallet-balance').textContent(), '$0')
    await page.getByLabel('Amount (USD)').first().fill('25.50')
    await fillCard(page, SANDBOX_CARD)
    await clickTwice(page, /^Top up$/)

    await page.getByText('$25.50 added to your wallet').waitFor()
    assert.equal(await page.getByTestId('wallet-balance').textContent(), '$25.50')
    const row = page.locator('.ledger-row')
    assert.equal(await row.count(), 1)
    assert.include(await row.textContent(), 'Top-up')
    assert.include(await row.textContent(), 'Visa card ending in 4242')
    assert.include(await row.textContent(), '+$25.50')
    // The form was cleared for the next top-up.
    assert.equal(await page.getByLabel('Card number').inputValue(), '')

    assert.equal(await balanceOf(customer), 2550)
    const ledger = await customer.agent.get('/api/wallet/transactions')
    assert.equal(ledger.headers.get('x-total-count'), '1')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a card with mistakes is refused on the page, in the page language, before anything is sent', async ({
    assert,
  }) => {
    const customer = await newCustomer('es')
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'es'))
    await page.getByLabel('Importe (USD)').first().fill('2')
    await fillCard(page, { number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' })
    await page.getByRole('button', { name: 'Recargar' }).click()
    await page.getByText('Introduce un número de tarjeta válido').waitFor()
    await page.getByText('Esta tarjeta está vencida').waitFor()
    await page.getByText('Introduce un código de seguridad (CVV) válido de 3 dígitos').waitFor()
    await page.getByText('Introduce un importe de 5 US$ a 2000 US$').waitFor()
    assert.equal(await balanceOf(customer), 0)

    // An American Express card asks for four digits.
    await fillCard(page, { number: '3782 822463 10005', expiry: '13/30', cvv: '123' })
    await page.getByRole('button', { name: 'Recargar' }).click()
    await page.getByText('Introduce la fecha de vencimiento como MM/AA').waitFor()
    await page.getByText('Introduce un código de seguridad (CVV) válido de 4 dígitos').waitFor()
    assert.equal(await page.getByText('Introduce un número de tarjeta válido').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a declined card says "Payment Failed" with the gateway\'s reason ({$self})')
    .with(['en', 'ar'] as const)
    .run(async ({ assert }, lang) => {
      const { title, reason } = DECLINED[lang]
      const customer = await newCustomer(lang)
      const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', lang))
      await page.locator('input[name="amount"]').first().fill('40')
      await fillCard(page, { ...SANDBOX_CARD, number: DECLINED_CARD })
      await page.locator('form.wallet-form button[type="submit"]').first().click()
      const alert = page.getByRole('alert').filter({ hasText: title })
      await alert.waitFor()
      assert.include(await alert.textContent(), reason)
      assert.equal(await balanceOf(customer), 0)

      // The next attempt is a new one: the sandbox card goes through.
      await fillCard(page, SANDBOX_CARD)
      await page.locator('form.wallet-form button[type="submit"]').first().click()
      await alert.waitFor({ state: 'detached' })
      await page.locator('.ledger-row').first().waitFor()
      assert.equal(await balanceOf(customer), 4000)
      assert.deepEqual(unexpectedErrors(consoleErrors, [402]), [])
    })

  test('the ledger filters by type and pages through more than a page of entries', async ({
    assert,
  }) => {
    const customer = await newCustomer()
    for (let index = 0; index < 12; index++) await topUp(customer, 500 + index)
    const withdrawal = await customer.agent.post(
      '/api/wallet/withdrawals',
      { amountCents: 700 },
      { 'idempotency-key': `withdrawal-${customer.email}` }
    )
    assert.equal(withdrawal.status, 201)

    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'en'))
    const rows = page.locator('.ledger-row')
    await rows.first().waitFor()
    assert.equal(await rows.count(), 10)
    await page.getByText('1–10 of 13').waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('11–13 of 13').waitFor()
    assert.equal(await rows.count(), 3)

    await page.getByLabel('Show').selectOption('withdrawal')
    await page.locator('.ledger-row', { hasText: 'Withdrawal' }).waitFor()
    assert.equal(await rows.count(), 1)
    assert.include(await rows.textContent(), 'Pending')
    assert.include(await rows.textContent(), '-$7')
    assert.equal(await page.getByRole('navigation', { name: 'Pages' }).count(), 0)

    await page.getByLabel('Show').selectOption('refund')
    await page.getByText('No transactions of this kind').waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a withdrawal is asked for, confirmed, and waits as pending', async ({ assert }) => {
    const customer = await newCustomer()
    await topUp(customer, 5000)
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'en'))
    await page.getByText('$50', { exact: true }).waitFor()
    const form = page.locator('form', { hasText: 'Request withdrawal' })
    await form.getByLabel('Amount (USD)').fill('60')
    await form.getByRole('button', { name: 'Request withdrawal' }).click()
    await page.getByText('Please enter an amount up to your balance of $50').waitFor()

    await form.getByLabel('Amount (USD)').fill('20')
    await form.getByRole('button', { name: 'Request withdrawal' }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw from your wallet?' })
    await dialog.waitFor()
    assert.include(await dialog.textContent(), '$20 leaves your balance now')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal(await balanceOf(customer), 5000)

    await form.getByRole('button', { name: 'Request withdrawal' }).click()
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click()
    await page.getByText('Withdrawal of $20 requested').waitFor()
    assert.equal(await page.getByTestId('wallet-balance').textContent(), '$30')
    const pending = page.locator('.ledger-row', { hasText: 'Withdrawal' })
    assert.include(await pending.textContent(), 'Pending')
    assert.equal(await balanceOf(customer), 3000)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the wallet reads in {$self}, with money in its format, and passes axe')
    .with([...LANGUAGES])
    .run(async ({ assert }, lang) => {
      const customer = await newCustomer(lang)
      await topUp(customer, 123456)
      const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', lang))
      await page.locator('.ledger-row').first().waitFor()
      const { dir } = await htmlLangDir(page)
      assert.equal(dir, lang === 'ar' ? 'rtl' : 'ltr')
      const balance = await page.getByTestId('wallet-balance').textContent()
      const expected = { en: '$1,234.56', es: '1234,56 US$', ar: 'US$' }[lang]
      assert.include(balance?.replace(/\u00a0/g, ' '), expected)
      if (lang === 'ar') assert.match((await page.locator('main h1').textContent()) ?? '', ARABIC)
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})
