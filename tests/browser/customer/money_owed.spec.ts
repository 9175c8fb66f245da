import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { pathFor, type Lang } from '#customer-routes'
import { destination, readyPackage } from '#tests/functional/parcels/helpers'
import {
  demoAgent,
  decodedPath,
  expectOk,
  htmlLangDir,
  invoicedShipment,
  messages,
  newCustomer,
  openAs,
  plainText,
  seriousViolations,
  unexpectedErrors,
} from './support.js'
import { balanceOf, topUp } from './money_support.js'
import { closeBrowser } from '#tests/helpers/browser'

/**
 * The journeys that start on the dashboard and end where the customer wanted, by clicking only: paying
 * what is owed, asking for a purchase, shipping what is in storage.
 */

/** The path of the page in the address bar, decoded, without its query. */
const pathOf = (page: Page) => decodedPath(page).split('?')[0]

async function waitForHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15000 })
}

async function expectNoFindings(page: Page, consoleErrors: string[], lang: Lang) {
  return {
    langDir: await htmlLangDir(page),
    expected: { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' },
    violations: await seriousViolations(page),
    errors: unexpectedErrors(consoleErrors),
  }
}

test.group('Customer app: from the dashboard, by clicking', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of ['en', 'ar', 'es'] as const) {
    test(`pay a shipping invoice from the dashboard's prompt and follow the receipt back to the shipment (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      const invoice = await invoicedShipment(await demoAgent('staff'), customer)
      await topUp(customer, 50000)

      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      // The prompt says how much is owed, and leads to the list of what is owed.
      const prompt = page.locator('main .owed-prompt')
      await prompt.waitFor()
      const amount = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: invoice.totalCents % 100 === 0 ? 0 : 2,
      }).format(invoice.totalCents / 100)
      assert.include(plainText(await prompt.textContent()), plainText(amount))
      await prompt.getByRole('link', { name: text['dashboard.owed.pay'] }).click()

      await waitForHeading(page, text['payments.checkout.title'])
      assert.equal(pathOf(page), pathFor('checkout', lang))
      const row = page.locator('.invoice-row', { hasText: invoice.number })
      await row.getByRole('link').click()

      await page.locator('.pay-card').waitFor()
      assert.include(await page.locator('.invoice-paid-for').textContent(), invoice.shipment)
      await page.locator('.pay-card button[type="submit"]').click()
      await page.getByRole('heading', { name: text['payments.receipt.paid'] }).waitFor()
      assert.equal(await balanceOf(customer), 50000 - invoice.totalCents)

      // The receipt links back to what was paid for: the shipment, now paid.
      await page
        .locator('.invoice-paid-for')
        .getByRole('link', { name: new RegExp(invoice.shipment) })
        .click()
      await page.locator('.ship-request .card', { hasText: invoice.shipment }).waitFor()
      assert.equal(
        await page.locator('.ship-request .badge').first().textContent(),
        text['shipping.shipmentStatus.paid']
      )

      const findings = await expectNoFindings(page, consoleErrors, lang)
      assert.deepEqual(findings.langDir, findings.expected)
      assert.deepEqual(findings.violations, [])
      assert.deepEqual(findings.errors, [])
    })
  }

  test('the wallet says what is owed and leads to it', async ({ assert }) => {
    const text = messages('en')
    const customer = await newCustomer('en')
    const invoice = await invoicedShipment(await demoAgent('staff'), customer)
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'en'))

    await page
      .locator('main .owed-prompt')
      .getByRole('link', { name: text['dashboard.owed.pay'] })
      .click()
    await waitForHeading(page, text['payments.checkout.title'])
    await page.locator('.invoice-row', { hasText: invoice.number }).waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  for (const lang of ['en', 'ar'] as const) {
    test(`"Request a purchase" on the dashboard opens the form, and the request is sent (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      await page.getByRole('link', { name: text['dashboard.shortcuts.purchase'] }).click()

      const form = page.locator('main form', { has: page.locator('[name="items.0.url"]') })
      await form.waitFor()
      assert.equal(pathOf(page), pathFor('orders', lang))
      // The page with its form open (the toast the request leaves after sending is the shell's).
      const opened = await expectNoFindings(page, consoleErrors, lang)
      assert.deepEqual(opened.langDir, opened.expected)
      assert.deepEqual(opened.violations, [])
      await form.locator('[name="items.0.url"]').fill('https://www.nike.com/t/pegasus-41')
      await form.locator('[name="items.0.name"]').fill('Pegasus 41 running shoes')
      await form.locator('[name="items.0.quantity"]').fill('2')
      await form.locator('[name="items.0.unitPrice"]').fill('50')
      await form.getByRole('button', { name: text['purchases.form.submit'] }).click()
      await form.waitFor({ state: 'detached' })

      const [request] = expectOk(await customer.agent.get('/api/purchase-requests'))
      assert.containSubset(request, { status: 'submitted', itemsCents: 10_000 })
      await page.locator('main .purchase-card', { hasText: 'Pegasus 41 running shoes' }).waitFor()
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  // The total confirmed is the invoice's and the receipt's, to the cent, in each language.
  for (const lang of ['es', 'ar'] as const) {
    test(`"Ship my packages" on the dashboard opens the ship request with every stored package chosen; the total confirmed is the invoice's and the receipt's (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      await topUp(customer, 50000)
      const staff = await demoAgent('staff')
      const first = await readyPackage(staff, customer.agent, customer.suite, { sender: 'Nike' })
      const second = await readyPackage(staff, customer.agent, customer.suite, {
        sender: 'Best Buy',
      })
      expectOk(
        await customer.agent.post('/api/addresses', { ...destination, label: 'Madrid' }),
        201
      )

      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      await page.getByRole('link', { name: text['dashboard.shortcuts.ship'] }).click()
      await waitForHeading(page, text['route.internationalShippingRequest.title'])
      assert.equal(pathOf(page), pathFor('internationalShippingRequest', lang))

      // Both packages are listed and ticked; either can be left out, and put back.
      const boxes = page.locator('.ship-request-packages input[type="checkbox"]')
      await boxes.first().waitFor()
      assert.equal(await boxes.count(), 2)
      for (const number of [first.number, second.number])
        assert.isTrue(await page.getByRole('checkbox', { name: new RegExp(number) }).isChecked())
      await page.getByRole('checkbox', { name: new RegExp(second.number) }).uncheck()
      assert.include(new URL(page.url()).searchParams.get('packages'), first.number)
      await page.getByRole('checkbox', { name: new RegExp(second.number) }).check()

      // The saved address comes first, already chosen.
      assert.isTrue(
        await page
          .getByRole('radio', { name: /Madrid/ })
          .first()
          .isChecked()
      )
      await page.getByRole('button', { name: text['shipping.prices.show'] }).click()
      await page
        .getByRole('radio', {
          name: new RegExp(text['shipping.service.fedex_international_economy']),
        })
        .check()

      // While choosing, the declared total against the destination's thresholds: facts only.
      const declared = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
      }).format(240)
      assert.include(
        plainText(await page.locator('.ship-request-thresholds').textContent()),
        plainText(declared)
      )

      // Every charge is shown before confirming.
      const charges = page.locator('.ship-request-charges')
      for (const id of [
        'shipping.charges.shipping',
        'shipping.charges.storage',
        'shipping.charges.total',
        'shipping.charges.duties',
      ])
        assert.include(await charges.textContent(), text[id])

      const total = plainText(await charges.locator('tfoot td').first().textContent())

      // Confirming opens the request's invoice, at the total confirmed, to pay.
      await page.getByRole('button', { name: text['shipping.confirm'] }).click()
      await page.locator('.pay-card').waitFor({ timeout: 15000 })
      const [requested] = expectOk(await customer.agent.get('/api/shipments'))
      const shipment = expectOk(await customer.agent.get(`/api/shipments/${requested.number}`))
      assert.sameMembers(
        shipment.packages.map((pkg: { number: string }) => pkg.number),
        [first.number, second.number]
      )
      assert.equal(plainText(await page.locator('.invoice-total').textContent()), total)
      assert.include(await page.locator('.invoice-paid-for').textContent(), shipment.number)

      // Paid from the wallet: the receipt says the same amount, and nothing more is owed.
      await page.locator('.pay-card button[type="submit"]').click()
      await page.getByRole('heading', { name: text['payments.receipt.paid'] }).waitFor()
      assert.equal(plainText(await page.locator('.invoice-total').textContent()), total)
      assert.equal(plainText(await page.locator('.receipt-facts dd').last().textContent()), total)
      assert.equal(await balanceOf(customer), 50000 - shipment.invoice.totalCents)

      const findings = await expectNoFindings(page, consoleErrors, lang)
      assert.deepEqual(findings.langDir, findings.expected)
      assert.deepEqual(findings.violations, [])
      assert.deepEqual(findings.errors, [])
    })
  }
})

test.group('Customer app: the ship request on a phone', (group) => {
  group.teardown(() => closeBrowser())

  test('a new address typed on a 360 px phone is kept, then offered first the next time', async ({
    assert,
  }) => {
    const text = messages('en')
    const customer = await newCustomer()
    const staff = await demoAgent('staff')
    const first = await readyPackage(staff, customer.agent, customer.suite)
    const second = await readyPackage(staff, customer.agent, customer.suite)

    const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', 'en'), {
      viewport: { width: 360, height: 780 },
    })
    await page.getByRole('link', { name: text['dashboard.shortcuts.ship'] }).click()
    await page.getByRole('checkbox', { name: new RegExp(second.number) }).uncheck()
    await page.getByLabel(text['shipping.address.recipientName']).fill(destination.recipientName)
    await page.getByLabel(text['shipping.address.recipientPhone']).fill(destination.recipientPhone)
    await page.getByLabel(text['shipping.address.street']).fill(destination.street)
    await page.getByLabel(text['shipping.address.city']).fill(destination.city)
    await page.getByLabel(text['shipping.address.postalCode']).fill(destination.postalCode)
    await page.getByLabel(text['shipping.address.country']).selectOption(destination.country)
    await page.getByLabel(text['shipping.address.keep']).check()
    await page.getByRole('button', { name: text['shipping.prices.show'] }).click()
    await page
      .getByRole('radio', {
        name: new RegExp(text['shipping.service.fedex_international_economy']),
      })
      .check()
    await page.getByRole('button', { name: text['shipping.confirm'] }).click()
    // The request's invoice opens to pay; it names the package it ships.
    await page.locator('.pay-card').waitFor()
    await page.locator('.invoice-paid-for', { hasText: first.number }).waitFor()

    // Back to the dashboard through the phone menu, and ship what is left.
    await page.getByRole('button', { name: text['shell.menu'] }).click()
    await page.getByRole('link', { name: text['nav.dashboard'] }).click()
    await page.getByRole('link', { name: text['dashboard.shortcuts.ship'] }).click()
    const remaining = page.getByRole('checkbox', { name: new RegExp(second.number) })
    await remaining.waitFor()
    assert.isTrue(await remaining.isChecked())
    assert.equal(await page.locator('.ship-request-packages input[type="checkbox"]').count(), 1)
    const saved = page.getByRole('radio', { name: new RegExp(destination.recipientName) })
    assert.isTrue(await saved.isChecked())
    assert.isTrue(await saved.isVisible())
    assert.equal(await page.getByLabel(text['shipping.address.street']).count(), 0)
    assert.isAtMost(await page.evaluate(() => document.documentElement.scrollWidth), 360)
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
