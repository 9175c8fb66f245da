import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import type { BrowserAgent } from '#tests/helpers/http'
import { pathFor, type Lang } from '#customer-routes'
import {
  decodedPath,
  expectOk,
  messages,
  newCustomer,
  openAs,
  plainText,
  demoAgent,
  unexpectedErrors,
  testEachLanguage,
} from './support.js'

const purchasesPath = (lang: Lang) => `${pathFor('orders', lang)}?view=purchases`

test.group('Customer app: purchase assistance', (group) => {
  let token: string
  let customer: BrowserAgent
  let staff: BrowserAgent

  group.setup(async () => {
    staff = await demoAgent('staff')
    ;({ agent: customer, token } = await newCustomer())
  })
  group.teardown(() => closeBrowser())

  test('ask for two items, staff quote, the quote shows fee and tax line by line, accept leads to payment', async ({
    assert,
  }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openAs(token, pathFor('purchaseAssistance', 'en'))
    // The public service page leads a signed-in customer to the form.
    await page.getByRole('link', { name: text['purchases.serviceButton'] }).click()
    await page.waitForURL(/view=purchases&new=purchase/)
    const form = page.locator('main form')

    // Nothing is sent while an item is incomplete.
    await form.getByRole('button', { name: text['purchases.form.submit'] }).click()
    assert.includeMembers(await form.locator('.field-error').allTextContents(), [
      text['purchases.form.error.url'],
      text['purchases.form.error.name'],
      text['purchases.form.error.price'],
    ])

    await form.locator('[name="items.0.url"]').fill('https://www.nike.com/t/pegasus-41')
    await form.locator('[name="items.0.name"]').fill('Pegasus 41 running shoes')
    await form.locator('[name="items.0.options"]').fill('Size 42, black')
    await form.locator('[name="items.0.quantity"]').fill('2')
    await form.locator('[name="items.0.unitPrice"]').fill('50')
    await form.getByRole('button', { name: text['purchases.form.addItem'] }).click()
    await form.locator('[name="items.1.url"]').fill('https://www.patagonia.com/product/nano-puff')
    await form.locator('[name="items.1.name"]').fill('Nano Puff jacket')
    await form.locator('[name="items.1.unitPrice"]').fill('100.00')
    await form.locator('[name="storeState"]').selectOption('NY')
    await form.locator('[name="notes"]').fill('Gift wrap, please')
    assert.include(await form.locator('.purchase-estimate').textContent(), '$200')
    await form.getByRole('button', { name: text['purchases.form.submit'] }).click()
    await form.waitFor({ state: 'detached' })

    const [request] = expectOk(await customer.get('/api/purchase-requests'))
    assert.containSubset(request, { status: 'submitted', storeState: 'NY', itemsCents: 20_000 })
    const card = page.locator('main .purchase-card', { hasText: `#${request.id}` })
    await card.getByText(text['purchases.card.waitingForQuote']).waitFor()
    assert.include(await card.textContent(), 'Size 42, black')

    expectOk(
      await staff.post(`/api/admin/purchase-requests/${request.id}/quote`, {
        domesticShippingCents: 900,
      })
    )
    await page.reload()
    const quote = card.locator('.quote-lines')
    await quote.waitFor()
    // $200 of items: 8% fee $16, New York's 8.53% sales tax $17.06, $9 to our warehouse.
    assert.deepEqual(await quote.locator('tr').allInnerTexts(), [
      `Items\t$200`,
      `Purchase assistance fee (8%, $5 minimum)\t$16`,
      `Sales tax (NY)\t$17.06`,
      `Shipping from the store to our warehouse\t$9`,
      `Total\t$242.06`,
    ])

    await card.getByRole('button', { name: text['purchases.card.accept'] }).click()
    await page.waitForURL(/\/package-payment\/INV-/)
    const accepted = expectOk(await customer.get(`/api/purchase-requests/${request.id}`))
    assert.equal(accepted.status, 'accepted')
    assert.equal(decodedPath(page), `/package-payment/${accepted.invoice.number}`)
    assert.equal(accepted.invoice.totalCents, 24_206)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  testEachLanguage(
    (lang) => `the requests and the form in ${lang}, accessible`,
    (lang) => openAs(token, `${purchasesPath(lang)}&new=purchase`),
    async ({ assert, page, text }) => {
      await page.locator('main .purchase-card .quote-lines').first().waitFor()
      assert.equal(
        await page.locator('main h2#purchases-heading').textContent(),
        text['orders.view.purchases']
      )
      assert.equal(
        plainText(await page.locator('main form legend').first().textContent()),
        text['purchases.form.item'].replace('{number}', '1')
      )
      assert.include(await page.locator('main').textContent(), text['purchases.status.accepted'])
    }
  )
})
