import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { pathFor, type Lang } from '#customer-routes'
import { ECONOMY, destination, readyPackage } from '#tests/functional/parcels/helpers'
import {
  demoAgent,
  expectOk,
  htmlLangDir,
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
 * Duties and taxes paid up front (DDP) on the ship request: the customer chooses them, the total
 * confirmed is the invoice's and the receipt's, and the shipment page says who pays them. Where only
 * an estimate exists, they are paid on delivery and no choice is offered.
 */

/** Iceland: no duty rules of ours, so its duties are only an estimate. */
const ICELAND = {
  recipientName: 'Guðrún Jónsdóttir',
  recipientPhone: '+3545512345',
  street: 'Laugavegur 12',
  city: 'Reykjavík',
  postalCode: '101',
  country: 'IS',
  label: 'Reykjavík',
}

/** Dollars as the app shows them in `lang`: cents only when there are some. */
const money = (lang: Lang, cents: number) =>
  plainText(
    new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100)
  )

/** From the dashboard to the ship request's prices, by clicking, with the economy service chosen. */
async function economyPricesFromDashboard(page: Page, text: Record<string, string>) {
  await page.getByRole('link', { name: text['dashboard.shortcuts.ship'] }).click()
  await page
    .getByRole('heading', { level: 1, name: text['route.internationalShippingRequest.title'] })
    .waitFor({ timeout: 15000 })
  await page.getByRole('button', { name: text['shipping.prices.show'] }).click()
  await page
    .getByRole('radio', { name: new RegExp(text['shipping.service.fedex_international_economy']) })
    .check()
}

test.group('Customer app: duties and taxes paid up front', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of ['es', 'ar'] as const) {
    test(`paid now on the ship request: the total confirmed is the invoice's and the receipt's, and the shipment says DDP (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      await topUp(customer, 50000)
      const staff = await demoAgent('staff')
      const pkg = await readyPackage(staff, customer.agent, customer.suite, { sender: 'Nike' })
      expectOk(
        await customer.agent.post('/api/addresses', { ...destination, label: 'Madrid' }),
        201
      )
      // The figures the page must show are the API's, asked the same way.
      const quote = expectOk(
        await customer.agent.post('/api/shipments/quote', {
          packageNumbers: [pkg.number],
          country: destination.country,
          postalCode: destination.postalCode,
        })
      )
      const offer = quote.quotes.find((each: { service: string }) => each.service === ECONOMY)
      const upFront = offer.dutiesUpFront

      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      await economyPricesFromDashboard(page, text)

      // Two ways to pay them, in one group named by its legend; on delivery until chosen.
      const choice = page.getByRole('group', { name: text['shipping.ddp.legend'] })
      const now = choice.getByRole('radio', { name: text['shipping.ddp.now'] })
      const onDelivery = choice.getByRole('radio', { name: text['shipping.ddp.onDelivery'] })
      assert.isTrue(await onDelivery.isChecked())
      const amounts = plainText(await choice.locator('.duties-amounts').textContent())
      for (const cents of [upFront.dutiesCents, upFront.taxesCents, upFront.feeCents])
        assert.include(amounts, money(lang, cents))
      assert.include(amounts, text['shipping.ddp.fee'])

      // Chosen with the keyboard: from "on delivery", the arrow moves to "now".
      await onDelivery.focus()
      await page.keyboard.press('ArrowUp')
      assert.isTrue(await now.isChecked())

      // The charges list duty, import tax and fee as their own lines; the total is the quote's.
      const charges = page.locator('.ship-request-charges')
      const listed = plainText(await charges.locator('tbody').textContent())
      for (const id of ['shipping.ddp.duties', 'shipping.ddp.importTax', 'shipping.ddp.fee'])
        assert.include(listed, text[id])
      const total = plainText(await charges.locator('tfoot td').first().textContent())
      assert.equal(total, money(lang, upFront.totalCents))
      assert.notInclude(await charges.textContent(), text['shipping.charges.duties'])

      // Confirming opens the invoice at that total, its duties, tax and fee as lines.
      await page.getByRole('button', { name: text['shipping.confirm'] }).click()
      await page.locator('.pay-card').waitFor({ timeout: 15000 })
      const [requested] = expectOk(await customer.agent.get('/api/shipments'))
      const shipment = expectOk(await customer.agent.get(`/api/shipments/${requested.number}`))
      assert.equal(shipment.incoterm, 'DDP')
      assert.equal(shipment.invoice.totalCents, upFront.totalCents)
      assert.equal(plainText(await page.locator('.invoice-total').textContent()), total)

      // Paid from the wallet: the receipt says the same amount.
      await page.locator('.pay-card button[type="submit"]').click()
      await page.getByRole('heading', { name: text['payments.receipt.paid'] }).waitFor()
      assert.equal(plainText(await page.locator('.invoice-total').textContent()), total)
      assert.equal(plainText(await page.locator('.receipt-facts dd').last().textContent()), total)
      assert.equal(await balanceOf(customer), 50000 - upFront.totalCents)

      // The carrier bills a dollar less than was paid up front: the wallet gets it back.
      const prepaidCents = upFront.dutiesCents + upFront.taxesCents
      expectOk(
        await staff.post(`/api/admin/shipments/${shipment.number}/duties-bill`, {
          billedCents: prepaidCents - 100,
        })
      )

      // The receipt links to the shipment: it says DDP with the three amounts, and the credit.
      await page
        .locator('.invoice-paid-for')
        .getByRole('link', { name: new RegExp(shipment.number) })
        .click()
      const card = page.locator('.ship-request .card', { hasText: shipment.number })
      await card.waitFor()
      const facts = plainText(await card.locator('.facts').textContent())
      assert.include(facts, text['shipping.done.dutiesUpFront'])
      assert.notInclude(facts, text['shipping.done.dutiesOnDelivery'])
      for (const cents of [upFront.dutiesCents, upFront.taxesCents, upFront.feeCents])
        assert.include(facts, money(lang, cents))
      const credit = card.locator('.shipment-credits p')
      assert.include(plainText(await credit.textContent()), money(lang, 100))
      await credit.getByRole('link', { name: text['shipping.done.toWallet'] }).click()
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15000 })
      assert.equal(decodeURIComponent(new URL(page.url()).pathname), pathFor('wallet', lang))

      assert.deepEqual(await htmlLangDir(page), { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' })
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  test('where only an estimate exists, the page says they are paid on delivery and offers no choice', async ({
    assert,
  }) => {
    const text = messages('en')
    const customer = await newCustomer('en')
    await topUp(customer, 50000)
    const staff = await demoAgent('staff')
    await readyPackage(staff, customer.agent, customer.suite)
    expectOk(await customer.agent.post('/api/addresses', ICELAND), 201)

    const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', 'en'))
    await economyPricesFromDashboard(page, text)

    await page.locator('.duties-choice-estimate').waitFor()
    assert.equal(
      plainText(await page.locator('.duties-choice-estimate').textContent()),
      plainText(text['shipping.ddp.estimateOnly'])
    )
    assert.equal(await page.getByRole('group', { name: text['shipping.ddp.legend'] }).count(), 0)
    assert.equal(await page.getByRole('radio', { name: text['shipping.ddp.now'] }).count(), 0)
    // The duties at the door stay an estimate beside the invoice, which holds none of them.
    const charges = plainText(await page.locator('.ship-request-charges').textContent())
    assert.include(charges, text['shipping.charges.duties'])
    assert.notInclude(charges, text['shipping.ddp.fee'])

    await page.getByRole('button', { name: text['shipping.confirm'] }).click()
    await page.locator('.pay-card').waitFor({ timeout: 15000 })
    const [requested] = expectOk(await customer.agent.get('/api/shipments'))
    assert.equal(requested.incoterm, 'DAP')
    await page
      .locator('.invoice-paid-for')
      .getByRole('link', { name: new RegExp(requested.number) })
      .click()
    const card = page.locator('.ship-request .card', { hasText: requested.number })
    await card.waitFor()
    assert.include(
      plainText(await card.locator('.facts').textContent()),
      text['shipping.done.dutiesOnDelivery']
    )
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
