import { test } from '@japa/runner'
import { demoAgent } from '#tests/helpers/auth'
import { openBackOffice, seedDemoRecords } from './support.js'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

/**
 * The number of María's demo order now in `status`: hers, so that orders other suites leave in
 * the database never take its place.
 */
async function orderIn(status: string) {
  const maria = await demoAgent('maria')
  const { body } = await maria.get(`/api/orders?status=${status}`)
  if (!body[0]) throw new Error(`María has no ${status} order`)
  return body[0].number as string
}

test.group('Back office: orders', (group) => {
  group.setup(() => seedDemoRecords())
  group.teardown(() => closeBrowser())

  test('staff move an order along its states, with a reason to hold it', async ({ assert }) => {
    // An order is made when staff buy its request: it starts at Fulfilled.
    const number = await orderIn('fulfilled')
    const { page, consoleErrors } = await openBackOffice(`/orders/${number}`)

    await page.getByRole('heading', { name: `Order ${number}` }).waitFor()
    // Only the moves the state machine allows from Fulfilled; deleting is for admins.
    const moves = page.getByRole('button', { name: /^Move to / })
    assert.deepEqual(await moves.allTextContents(), [
      'Move to Received',
      'Move to Held',
      'Move to Cancelled',
    ])
    assert.equal(await page.getByRole('button', { name: 'Delete order' }).count(), 0)

    await page.getByRole('button', { name: 'Move to Received' }).click()
    const dialog = page.getByRole('dialog', {
      name: 'Move the order from Fulfilled to Received?',
    })
    await dialog.getByRole('button', { name: 'Move to Received' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Move to Ready for shipping' }).waitFor()

    // Holding says why, or is refused before anything is sent.
    await page.getByRole('button', { name: 'Move to Held' }).click()
    const hold = page.getByRole('dialog', { name: 'Move the order from Received to Held?' })
    await hold.getByRole('button', { name: 'Move to Held' }).click()
    await hold.getByText('Please enter Reason').waitFor()
    await hold.getByLabel('Reason').fill('The box arrived open: checking the contents.')
    await hold.getByRole('button', { name: 'Move to Held' }).click()
    await hold.waitFor({ state: 'hidden' })

    // A held order goes back where it was, or is cancelled; the history keeps the reason.
    await page.getByText('The box arrived open: checking the contents.').waitFor()
    assert.deepEqual(await moves.allTextContents(), ['Move to Received', 'Move to Cancelled'])
    await page.getByRole('button', { name: 'Move to Received' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Move to Received' }).click()
    await page.getByRole('button', { name: 'Move to Ready for shipping' }).waitFor()

    const staff = await demoAgent('staff')
    const { body } = await staff.get(`/api/admin/orders/${number}`)
    assert.equal(body.status, 'received')
    assert.deepEqual(body.history.map((change: { to: string }) => change.to).slice(-4), [
      'fulfilled',
      'received',
      'held',
      'received',
    ])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the list filters by status and searches by number', async ({ assert }) => {
    const number = await orderIn('delivered')
    const { page, consoleErrors } = await openBackOffice('/orders')

    await page.getByRole('heading', { name: 'Orders' }).waitFor()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.locator('.ant-select-item-option[title="Delivered"]').click()
    await page.waitForURL(/status/)
    await page.getByRole('link', { name: number }).waitFor()
    const statuses = await page.locator('tbody .ant-badge-status-text').allTextContents()
    assert.isNotEmpty(statuses)
    assert.isTrue(statuses.every((status) => status === 'Delivered'))

    await page
      .getByRole('searchbox', { name: 'Order number, inbound tracking or customer' })
      .fill(number)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.search.includes(number))
    await page.locator('tbody tr.ant-table-row').nth(1).waitFor({ state: 'detached' })
    assert.equal(await page.locator('tbody tr.ant-table-row').count(), 1)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    assert.equal((await download).suggestedFilename(), 'orders.csv')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the orders pages are right-to-left in Arabic, without serious axe violations', async ({
    assert,
  }) => {
    const number = await orderIn('shipped')
    const { page, consoleErrors } = await openBackOffice('/orders', 'staff', { lang: 'ar' })

    await page.getByRole('heading', { name: 'الطلبات' }).waitFor()
    await page.locator('tbody tr.ant-table-row').first().waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])

    await page.goto(page.url().replace(/\/orders.*/, `/orders/${number}`))
    await page.getByRole('heading', { name: `الطلب ${number}` }).waitFor()
    await page.getByRole('button', { name: 'نقل إلى تم التسليم' }).waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
