import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { LANGUAGES, pathFor, type RouteId } from '#customer-routes'
import {
  ARABIC,
  SANDBOX_CARD,
  htmlLangDir,
  invoicedShipment,
  newCustomer,
  openAs,
  seriousViolations,
  demoAgent,
  unexpectedErrors,
  usd,
} from './support.js'
import { NO_FUNDS_CARD, balanceOf, clickTwice, fillCard, topUp } from './money_support.js'

test.group('Customer app: payments', (group) => {
  group.teardown(() => closeBrowser())

  test('an unpaid shipping invoice is owed, paid once by wallet on a double click, then kept as a receipt', async ({
    assert,
  }) => {
    const customer = await newCustomer()
    const staff = await demoAgent('staff')
    const invoice = await invoicedShipment(staff, customer)
    await topUp(customer, 50000)

    const { page, consoleErrors } = await openAs(customer.token, pathFor('checkout', 'en'))
    // What you owe: the invoice with its pay button.
    const owed = page.locator('.invoice-row', { hasText: invoice.number })
    await owed.waitFor()
    assert.include(await owed.textContent(), 'Shipping')
    assert.include(await owed.textContent(), 'Unpaid')
    await owed.getByRole('link', { name: `Pay ${usd(invoice.totalCents)}` }).click()

    // The invoice: its lines, total and the wallet balance.
    await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()
    assert.include(await page.locator('.invoice-lines').textContent(), invoice.shipment)
    assert.include(
      await page.locator('.invoice-lines tfoot').textContent(),
      usd(invoice.totalCents)
    )
    await page.getByText('Balance: $500').waitFor()

    await clickTwice(page, new RegExp(`^Pay ${usd(invoice.totalCents).replace('$', '\\$')}$`))
    await page.getByRole('heading', { name: 'Paid, thank you' }).waitFor()
    const receipt = page.locator('.receipt')
    assert.include(await receipt.textContent(), 'Wallet')
    assert.include(await receipt.textContent(), usd(invoice.totalCents))
    await page.getByRole('button', { name: 'Print' }).waitFor()

    // Charged once, and the shipment moved on.
    assert.equal(await balanceOf(customer), 50000 - invoice.totalCents)
    const payments = await customer.agent.get('/api/wallet/transactions?type=payment')
    assert.equal(payments.headers.get('x-total-count'), '1')
    assert.equal(
      (await customer.agent.get(`/api/shipments/${invoice.shipment}`)).body.status,
      'paid'
    )

    // In the history, no longer owed.
    await page.getByRole('link', { name: 'Back to payment history' }).click()
    await page.locator('.invoice-row', { hasText: invoice.number }).waitFor()
    assert.include(
      await page.locator('.invoice-row', { hasText: invoice.number }).textContent(),
      'Paid'
    )
    // Back in the app (no reload) to what is owed: the payment refreshed that list too.
    await page.goBack()
    await page.goBack()
    await page.getByText('Nothing to pay').waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a refused card says "Payment Failed" with the reason; then the card goes through', async ({
    assert,
  }) => {
    const customer = await newCustomer()
    const invoice = await invoicedShipment(await demoAgent('staff'), customer)
    const { page, consoleErrors } = await openAs(
      customer.token,
      pathFor('packagePayment', 'en', { invoiceNumber: invoice.number })
    )
    await page.getByText('Balance: $0').waitFor()
    await page.getByText('Your wallet balance does not cover this invoice.').waitFor()
    await page.getByLabel('Credit or debit card').check()
    const pay = page.getByRole('button', { name: `Pay ${usd(invoice.totalCents)}` })

    await fillCard(page, { number: '1234 5678', expiry: '1/2', cvv: '' })
    await pay.click()
    await page.getByText('Please enter a valid card number').waitFor()
    await page.getByText('Please enter the expiry date as MM/YY').waitFor()

    await fillCard(page, { ...SANDBOX_CARD, number: NO_FUNDS_CARD })
    await pay.click()
    const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' })
    await failure.waitFor()
    assert.include(await failure.textContent(), 'Your card has insufficient funds.')
    assert.equal(
      (await customer.agent.get(`/api/invoices/${invoice.number}`)).body.status,
      'unpaid'
    )

    await fillCard(page, SANDBOX_CARD)
    await pay.click()
    await page.getByRole('heading', { name: 'Paid, thank you' }).waitFor()
    assert.include(await page.locator('.receipt').textContent(), 'Visa card ending in 4242')
    assert.equal((await customer.agent.get(`/api/invoices/${invoice.number}`)).body.status, 'paid')
    assert.deepEqual(unexpectedErrors(consoleErrors, [402]), [])
  })

  test('each money page reads in {$self} and passes axe')
    .with([...LANGUAGES])
    .run(async ({ assert }, lang) => {
      const customer = await newCustomer(lang)
      const staff = await demoAgent('staff')
      const unpaid = await invoicedShipment(staff, customer)
      const paid = await invoicedShipment(staff, customer)
      await topUp(customer, 50000)
      const settled = await customer.agent.post(
        `/api/invoices/${paid.number}/pay`,
        { method: 'wallet' },
        { 'idempotency-key': `pay-${paid.number}` }
      )
      assert.equal(settled.status, 200)

      const pages: [RouteId, Record<string, string>, string][] = [
        ['checkout', {}, unpaid.number],
        ['payment', {}, paid.number],
        ['shippingInvoice', {}, paid.number],
        ['packagePayment', { invoiceNumber: unpaid.number }, unpaid.shipment],
        ['packagePayment', { invoiceNumber: paid.number }, paid.shipment],
      ]
      for (const [routeId, params, shows] of pages) {
        const path = pathFor(routeId, lang, params)
        const { page, consoleErrors } = await openAs(customer.token, path)
        await page.getByText(shows).first().waitFor()
        assert.equal((await htmlLangDir(page)).dir, lang === 'ar' ? 'rtl' : 'ltr', path)
        if (lang === 'ar')
          assert.match((await page.locator('main h1').textContent()) ?? '', ARABIC, path)
        assert.deepEqual(await seriousViolations(page), [], path)
        assert.deepEqual(unexpectedErrors(consoleErrors), [], path)
      }
    })

  test("the shipping invoices list says what to do while empty, then lists a shipment's invoice and opens it", async ({
    assert,
  }) => {
    const customer = await newCustomer()
    const before = await openAs(customer.token, pathFor('shippingInvoice', 'en'))
    await before.page.getByText('No shipping invoices yet').waitFor()
    assert.deepEqual(unexpectedErrors(before.consoleErrors), [])
    await before.close()
    const invoice = await invoicedShipment(await demoAgent('staff'), customer)
    const again = await openAs(customer.token, pathFor('shippingInvoice', 'en'))
    const row = again.page.locator('.invoice-row', { hasText: invoice.number })
    await row.waitFor()
    assert.include(await row.textContent(), 'Unpaid')
    await row.getByRole('link').click()
    await again.page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()
    assert.deepEqual(unexpectedErrors(again.consoleErrors), [])
  })
})
