import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { openBackOffice, seedDemoRecords } from './support.js'
import { ORDER_STATUSES } from '#domain/orders'
import { BrowserAgent } from '#tests/helpers/http'
import { closeBrowser, openPage, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

/* The admins' reports (figures and chart), and the analytics page's funnel and heatmap. */

/** What the customer app's tracker sends: a click, or a conversion goal, on a page. */
async function track(page: string, sessionId: string, goal?: string, at = { x: 120, y: 340 }) {
  const visitor = new BrowserAgent()
  visitor.sendCsrfToken = false
  const sent = await visitor.post('/api/analytics/events', {
    id: randomUUID(),
    sessionId,
    timestamp: new Date().toISOString(),
    page,
    ...(goal
      ? { eventType: 'conversion', metadata: { goal } }
      : { eventType: 'click', elementType: 'button', coordinates: at }),
  })
  if (sent.status !== 202) throw new Error(`event refused: ${sent.status}`)
}

const chartChunk = (url: string) => /\/admin\/assets\/charts-[\w-]+\.js$/.test(url)

test.group('Back office: dashboard and analytics', (group) => {
  group.teardown(() => closeBrowser())

  test('the sign-in page does not load the chart library; the reports show the figures', async ({
    assert,
  }) => {
    const signIn = await openPage('/admin/login')
    const loaded: string[] = []
    signIn.page.on('request', (request) => loaded.push(request.url()))
    await signIn.page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor()
    await signIn.page.waitForLoadState('networkidle')
    assert.isFalse(loaded.some(chartChunk))

    const { page, consoleErrors } = await openBackOffice('/', 'admin')
    await page.getByRole('menuitem', { name: 'Reports' }).click()
    await page.getByRole('heading', { name: 'Reports' }).waitFor()
    await page.getByText('Revenue').waitFor()
    await page.getByText('Packages in storage').waitFor()
    await page.getByText('Shipments in transit').waitFor()
    await page.getByText('Prices locked at the request').waitFor()
    await page.getByText('Packed cheaper than invoiced: credited to wallets').waitFor()
    // Other files may have seeded the demo orders by now: the card shows their chart or its empty state.
    await page.getByText('Orders by status').first().waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff who type the reports address read that it is for admins: no revenue, no $NaN', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/', 'staff')
    const statsAsked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/stats')) statsAsked.push(request.url())
    })
    await page.goto(page.url().replace(/\/admin\/?.*$/, '/admin/reports'))

    await page.getByRole('heading', { name: 'Reports' }).waitFor()
    await page.getByText('For administrators only').waitFor()
    assert.equal(await page.getByText('Revenue').count(), 0)
    assert.notInclude(await page.locator('main').innerText(), 'NaN')
    // The page itself never loads, so it asks nothing of the API.
    assert.deepEqual(statsAsked, [])
    await page.getByRole('button', { name: 'Back to the dashboard' }).click()
    await page.getByRole('heading', { name: 'Work queue' }).waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('analytics shows the shipping-request funnel and the clicks of a chosen page', async ({
    assert,
  }) => {
    for (const sessionId of ['funnel-a', 'funnel-b']) {
      await track('/packages', sessionId, 'shipping_request_started')
    }
    await track('/packages', 'funnel-a', 'shipping_request_completed')
    await track('/wallet', 'clicks-a', undefined, { x: 130, y: 90 })
    await track('/wallet', 'clicks-b', undefined, { x: 610, y: 420 })

    const { page, consoleErrors } = await openBackOffice('/analytics', 'admin')
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(request.url()))

    await page.getByText('Conversion').waitFor()
    await page.getByText('50%').waitFor()
    await page
      .getByRole('img', { name: /Shipping requests/ })
      .locator('canvas')
      .waitFor()

    // No click on the first suggested page yet: the empty state says what to try.
    await page.getByText('No click recorded on this page yet').waitFor()
    const chooser = page.getByRole('combobox', { name: 'Page of the customer app' })
    await chooser.fill('/wallet')
    await chooser.press('Enter')
    await page.getByRole('img', { name: 'Clicks on /wallet: 2' }).waitFor()
    assert.equal(await page.getByTestId('heat-cell').count(), 2)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the work queue, reports and analytics are right-to-left in Arabic and pass axe', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/', 'admin', { lang: 'ar' })

    for (const [menu, heading] of [
      ['العمل المنتظر', 'العمل المنتظر'],
      ['التقارير', 'التقارير'],
      ['التحليلات', 'التحليلات'],
    ]) {
      await page.getByRole('menuitem', { name: menu }).click()
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl', menu)
      assert.deepEqual(await seriousViolations(page), [], menu)
    }

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('orders by status follow the order life cycle of the API', async ({ assert }) => {
    await seedDemoRecords()
    const labels = JSON.parse(
      await readFile(new URL('../../../locales/en/admin.json', import.meta.url), 'utf8')
    ) as Record<string, string>
    const { page, consoleErrors } = await openBackOffice('/', 'admin')
    await page.getByRole('menuitem', { name: 'Reports' }).click()

    const shown = page
      .locator('.ant-card', { hasText: 'Orders by status' })
      .locator('.ant-descriptions-item-label')
    await shown.first().waitFor()
    // An order is made when staff buy a request, so the demo orders hold one in each state from
    // Fulfilled on, shown in the life cycle's order.
    const labelOf = (status: (typeof ORDER_STATUSES)[number]) => labels[`orderStatus.${status}`]
    assert.deepEqual(
      await shown.allTextContents(),
      ORDER_STATUSES.slice(ORDER_STATUSES.indexOf('fulfilled')).map(labelOf)
    )

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
