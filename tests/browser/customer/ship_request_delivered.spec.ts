import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { pathFor } from '#customer-routes'
import { ECONOMY, abayas, receive } from '#tests/functional/parcels/helpers'
import {
  demoAgent,
  expectOk,
  htmlLangDir,
  messages,
  newCustomer,
  openAs,
  seriousViolations,
  unexpectedErrors,
} from './support.js'

test.group('Ship request: landed cost, repacking and the Latin address', (group) => {
  group.teardown(() => closeBrowser())

  test('an Arabic address to Riyadh: duties per service, repack to save, Latin spelling confirmed (ar)', async ({
    assert,
  }) => {
    const ar = messages('ar')
    const customer = await newCustomer('ar')
    // Abayas in an oversized retail box: 2 lb billed as 28 lb.
    const { number } = await receive(await demoAgent('staff'), customer.suite, {
      weightLb: 2,
      lengthIn: 20,
      widthIn: 16,
      heightIn: 12,
    })
    expectOk(await customer.agent.put(`/api/packages/${number}/declaration`, { lines: [abayas] }))

    const path = `${pathFor('internationalShippingRequest', 'ar')}?packages=${number}`
    const { page, consoleErrors } = await openAs(customer.token, path)
    assert.deepEqual(await htmlLangDir(page), { lang: 'ar', dir: 'rtl' })
    await page.fill('input[name="recipientName"]', 'عبدالله الشمري')
    await page.fill('input[name="recipientPhone"]', '+966501234567')
    await page.fill('input[name="street"]', 'شارع الملك فهد، حي العليا، مبنى ٢٣')
    await page.fill('input[name="city"]', 'الرياض')
    await page.fill('input[name="postalCode"]', '12211')
    await page.waitForSelector('select[name="country"] option[value="SA"]', { state: 'attached' })
    await page.selectOption('select[name="country"]', 'SA')
    await page.getByRole('button', { name: ar['shipping.prices.show'] }).click()

    const economy = page.locator('.service-option', {
      has: page.locator(`input[value="${ECONOMY}"]`),
    })
    await economy.locator('.landed-cost').waitFor({ timeout: 15000 })
    assert.include(await economy.innerText(), ar['landedCost.total'])
    assert.include(
      await page.locator('.landed-cost-summary').innerText(),
      ar['landedCost.note.due']
    )

    // The Latin spelling for the carrier, corrected by the customer.
    const street = page.locator('input[name="latin-street"]')
    assert.equal(await street.inputValue(), 'King Fahad Street, Al-Alya District, Building 23')
    assert.equal(await street.getAttribute('dir'), 'ltr')
    await street.fill('King Fahd Road, Al Olaya District, Building 23')

    await economy.locator('input[type="radio"]').check()
    const repack = page.locator('input[name="repack"]')
    await repack.check()
    assert.deepEqual(await seriousViolations(page), [])

    await page.getByRole('button', { name: ar['shipping.confirm'] }).click()
    // The request's invoice opens to pay.
    await page.waitForURL((url) => decodeURI(url.pathname).includes('INV-'), { timeout: 15000 })
    const [{ number: shipmentNumber }] = expectOk(await customer.agent.get('/api/shipments'))
    const shipment = expectOk(await customer.agent.get(`/api/shipments/${shipmentNumber}`))
    assert.equal(shipment.address.street, 'شارع الملك فهد، حي العليا، مبنى ٢٣')
    assert.deepEqual(shipment.latinAddress, {
      recipientName: 'Abdullah Al-Shamri',
      street: 'King Fahd Road, Al Olaya District, Building 23',
      city: 'Riyadh',
      state: null,
    })
    assert.equal(shipment.repack.box, 'extra_large')
    // The invoice bills the repack as its own line; it leads to the shipment, which names it.
    await page.locator('.invoice-lines').waitFor()
    assert.include(await page.locator('.invoice-lines').innerText(), 'extra_large')
    await page
      .locator('.invoice-paid-for')
      .getByRole('link', { name: new RegExp(shipmentNumber) })
      .click()
    await page.locator('main .facts').waitFor()
    assert.include(await page.locator('main .facts').innerText(), ar['repack.chosen'])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
