import { test } from '@japa/runner'
import { openBackOffice, seedDemoRecords } from './support.js'
import { demoAgent } from '#tests/helpers/auth'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

test.group('Back office: purchase requests', (group) => {
  group.setup(() => seedDemoRecords())
  group.teardown(() => closeBrowser())

  test('staff quote a request: fee, California tax, shipping and total follow the typing', async ({
    assert,
  }) => {
    const customer = await demoAgent('maria')
    const { body: asked } = await customer.post('/api/purchase-requests', {
      items: [
        {
          url: 'https://www.example-store.com/mugs',
          name: 'Enamel camping mug',
          quantity: 2,
          unitPriceCents: 3_000,
        },
      ],
      storeState: 'CA',
    })
    const { page, consoleErrors } = await openBackOffice(`/purchase-requests/${asked.id}`)

    await page.getByRole('heading', { name: `Request #${asked.id}` }).waitFor()
    const lines = page.getByTestId('quote-lines')
    // $60 of items: the $5 minimum fee (8% would be $4.80) and California's 8.82%.
    await lines.getByText('$5.00').waitFor()
    await lines.getByText('Sales tax (CA, 8.82%)').waitFor()
    await lines.getByText('$5.29').waitFor()
    assert.equal(await page.getByTestId('quote-total').textContent(), '$70.29')

    await page.getByLabel('Domestic shipping from the store (USD)').fill('9.5')
    await page.getByTestId('quote-total').getByText('$79.79').waitFor()

    await page.getByRole('button', { name: 'Send the quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this quote to the customer?' })
    await dialog.getByText('The customer gets an invoice of $79.79 to accept and pay.').waitFor()
    await dialog.getByRole('button', { name: 'Send the quote' }).click()
    await page.getByText('Quote sent').waitFor()
    await page.locator('.ant-badge-status-text', { hasText: 'Quoted' }).waitFor()

    const { body: quoted } = await customer.get(`/api/purchase-requests/${asked.id}`)
    assert.equal(quoted.status, 'quoted')
    assert.deepEqual(quoted.quote, {
      itemsCents: 6_000,
      feeCents: 500,
      salesTaxCents: 529,
      domesticShippingCents: 950,
      totalCents: 7_979,
    })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff mark a paid request purchased with the store’s tracking number', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { body: paid } = await staff.get('/api/admin/purchase-requests?status=paid&_end=1')
    const { page, consoleErrors } = await openBackOffice(`/purchase-requests/${paid[0].id}`)

    await page.getByRole('heading', { name: `Request #${paid[0].id}` }).waitFor()
    await page.getByRole('button', { name: 'Mark items purchased' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record what the store sold us?' })
    await dialog.getByLabel('Inbound tracking number from the store').fill('1Z999AA10123456784')
    // The answer is awaited and checked so that a refusal names itself rather than leaving the dialog open.
    const answered = page.waitForResponse((response) => response.url().endsWith('/purchased'))
    await dialog.getByRole('button', { name: 'Mark items purchased' }).click()
    const answer = await answered
    assert.equal(answer.status(), 200, await answer.text())
    await dialog.waitFor({ state: 'hidden' })
    await page.locator('.ant-badge-status-text', { hasText: 'Purchased' }).waitFor()

    const { body: done } = await staff.get(`/api/admin/purchase-requests/${paid[0].id}`)
    assert.equal(done.status, 'purchased')
    await page.getByRole('link', { name: done.orderNumber }).waitFor()
    const { body: order } = await staff.get(`/api/admin/orders/${done.orderNumber}`)
    assert.equal(order.inboundTracking, '1Z999AA10123456784')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the purchase requests pages are right-to-left in Arabic, without serious axe violations', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { body: waiting } = await staff.get(
      '/api/admin/purchase-requests?status=submitted&_end=1'
    )
    const { page, consoleErrors } = await openBackOffice('/purchase-requests', 'staff', {
      lang: 'ar',
    })

    await page.getByRole('heading', { name: 'طلبات الشراء' }).waitFor()
    await page.locator('tbody tr.ant-table-row').first().waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])

    await page.getByRole('link', { name: `طلب الشراء رقم ${waiting[0].id}` }).click()
    await page.getByRole('button', { name: 'إرسال عرض السعر' }).waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
