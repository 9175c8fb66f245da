import { test } from '@japa/runner'
import { receive } from '#tests/functional/parcels/helpers'
import { closeBrowser } from '#tests/helpers/browser'
import { expectOk } from '#tests/helpers/http'
import {
  SANDBOX_CARD,
  messages,
  newCustomer,
  demoAgent,
  unexpectedErrors,
  usd,
  go,
  openAndSignIn,
} from './support.js'
import { fillCard } from './money_support.js'

test.group('Customer app: a package from the warehouse to the way home', (group) => {
  group.teardown(() => closeBrowser())

  test('received, declared, asked to ship, invoiced, paid from a topped-up wallet, then tracked', async ({
    assert,
  }) => {
    const customer = await newCustomer()
    const staff = await demoAgent('staff')
    const { number: packageNumber } = await receive(staff, customer.suite, {
      sender: 'Zara',
      description: 'Winter coat',
    })

    const { page, consoleErrors } = await openAndSignIn('/sign-in', customer)
    // The package page: the customer declares what is inside.
    await go(page, `/packages/${packageNumber}`)
    await page.getByRole('heading', { name: `Package ${packageNumber}` }).waitFor()
    await page.getByLabel('Description').fill('Winter coat')
    await page.getByRole('combobox', { name: 'HS code' }).fill('anoraks')
    await page.getByRole('listbox').getByRole('option').first().click()
    await page.getByLabel('Quantity').fill('1')
    await page.getByLabel('Value per unit (USD)').fill('89')
    await page.getByRole('button', { name: 'Save declaration' }).click()
    await page.locator('.toast', { hasText: 'Customs declaration saved' }).waitFor()

    // The ship request: a new address, a service, and its invoice.
    await go(page, `/international-shipping?packages=${packageNumber}`)
    await page.getByLabel('Recipient name').fill('Lucía Fernández')
    await page.getByLabel('Recipient phone').fill('+34 612 345 678')
    await page.getByLabel('Street address').fill('Calle de Alcalá 42, 3º B')
    await page.getByLabel('City').fill('Madrid')
    await page.getByLabel('ZIP or postal code').fill('28014')
    await page.getByLabel('Country').selectOption('ES')
    await page.getByRole('button', { name: 'Show services and prices' }).click()
    const economy = page.locator('.service-option', { hasText: 'FedEx International Economy' })
    await economy.locator('input').check()
    await page.getByRole('button', { name: 'Confirm ship request' }).click()
    // The request's invoice, raised with it, opens to be paid.
    await page.waitForURL((url) => url.pathname.startsWith('/package-payment/'))
    const [{ number: shipmentNumber }] = expectOk(await customer.agent.get('/api/shipments'))
    const { invoice } = expectOk(await customer.agent.get(`/api/shipments/${shipmentNumber}`))
    await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()

    // The warehouse packs and weighs the box; the invoice stays as it was.
    expectOk(
      await staff.post(`/api/admin/shipments/${shipmentNumber}/pack`, {
        weightLb: 3.1,
        lengthIn: 16,
        widthIn: 12,
        heightIn: 6,
      })
    )

    // The wallet, topped up by card with enough for the invoice.
    const topUpCents = Math.ceil(invoice.totalCents / 100) * 100
    await go(page, '/wallet')
    await page.getByText('No transactions yet').waitFor()
    await page
      .getByLabel('Amount (USD)')
      .first()
      .fill(String(topUpCents / 100))
    await fillCard(page, SANDBOX_CARD)
    await page.getByRole('button', { name: 'Top up', exact: true }).click()
    await page.getByText(`${usd(topUpCents)} added to your wallet`).waitFor()
    assert.equal(await page.getByTestId('wallet-balance').textContent(), usd(topUpCents))

    // The invoice, paid from the wallet.
    await go(page, `/package-payment/${invoice.number}`)
    await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor()
    await page.getByText(`Balance: ${usd(topUpCents)}`).waitFor()
    await page.getByRole('button', { name: `Pay ${usd(invoice.totalCents)}`, exact: true }).click()
    await page.getByRole('heading', { name: 'Paid, thank you' }).waitFor()
    assert.include(await page.locator('.receipt').textContent(), 'Wallet')

    // Tracking shows the shipment, paid and waiting for the warehouse to send it.
    await go(page, '/tracking')
    const card = page.locator('main .shipment-card', { hasText: shipmentNumber })
    await card.waitFor()
    assert.include(await card.textContent(), 'Spain')
    assert.equal(
      await card.locator('.badge').first().textContent(),
      messages('en')['tracking.shipmentStatus.paid']
    )

    const wallet = expectOk(await customer.agent.get('/api/wallet'))
    assert.equal(wallet.balanceCents, topUpCents - invoice.totalCents)
    const shipment = expectOk(await customer.agent.get(`/api/shipments/${shipmentNumber}`))
    assert.equal(shipment.status, 'paid')
    assert.deepEqual(
      shipment.packages.map((pkg: { number: string }) => pkg.number),
      [packageNumber]
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
