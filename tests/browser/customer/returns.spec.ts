import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import type { BrowserAgent } from '#tests/helpers/http'
import { pathFor, type Lang } from '#customer-routes'
import { refundOf } from '#domain/returns'
import { twoItems } from '#tests/functional/orders/helpers'
import {
  SANDBOX_CARD,
  decodedPath,
  demoAgent,
  expectOk,
  newCustomer,
  openAs,
  openSignedIn,
  testEachLanguage,
  testPage,
  type Customer,
} from './support.js'

/**
 * A purchase-assistance order of the customer's, through the API: quoted, accepted, paid by card,
 * bought in full by the demo staff and delivered. Returns its number and invoice.
 */
async function deliveredOrder(staff: BrowserAgent, customer: Customer) {
  const submitted = expectOk(
    await customer.agent.post('/api/purchase-requests', { items: twoItems, storeState: 'NY' }),
    201
  )
  expectOk(
    await staff.post(`/api/admin/purchase-requests/${submitted.id}/quote`, {
      domesticShippingCents: 900,
    })
  )
  const accepted = expectOk(
    await customer.agent.post(`/api/purchase-requests/${submitted.id}/accept`)
  )
  expectOk(
    await customer.agent.post(`/api/invoices/${accepted.invoiceNumber}/pay`, {
      method: 'card',
      card: SANDBOX_CARD,
    })
  )
  const paid = expectOk(await staff.get(`/api/admin/purchase-requests/${submitted.id}`))
  const { orderNumber } = expectOk(
    await staff.post(`/api/admin/purchase-requests/${submitted.id}/purchased`, {
      items: paid.items.map((item: { id: number }) => ({ id: item.id, bought: true })),
    })
  )
  for (const status of ['received', 'ready_for_shipping', 'shipped', 'delivered']) {
    expectOk(await staff.post(`/api/admin/orders/${orderNumber}/status`, { status }))
  }
  return {
    number: orderNumber as string,
    invoice: paid.invoice as { number: string; totalCents: number },
  }
}

/** Dollars as the app shows them in the page's language. */
const dollars = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(cents / 100)

/** What the page shows, with bidi marks and unbreakable spaces read as plain spaces. */
const plain = (text: string | null) =>
  (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ')

/** From the dashboard, by clicking: the menu's orders, then the order by its number. */
async function openOrderFromDashboard(page: Page, text: Record<string, string>, number: string) {
  await page.locator('header').getByRole('link', { name: text['nav.orders'], exact: true }).click()
  await page.locator('main .order-row', { hasText: number }).getByRole('link').first().click()
  await page
    .getByRole('heading', {
      level: 1,
      // In Arabic the number stands between isolation marks.
      name: new RegExp(
        `^${text['orders.detail.heading'].replace('{number}', `[\u2066-\u2069]*${number}[\u2066-\u2069]*`)}$`
      ),
    })
    .waitFor()
}

test.group('Customer app: returns of what we bought', (group) => {
  const customers = {} as Record<Lang, Customer>
  const orders = {} as Record<
    Lang,
    { number: string; invoice: { number: string; totalCents: number } }
  >
  let late: string

  group.setup(async () => {
    const staff = await demoAgent('staff')
    for (const lang of ['en', 'es', 'ar'] as const) {
      customers[lang] = await newCustomer(lang)
      orders[lang] = await deliveredOrder(staff, customers[lang])
    }
    // Delivered 20 days ago: past the 15 days in which a return may be asked for.
    late = (await deliveredOrder(staff, customers.en)).number
    await db
      .from('order_status_changes')
      .whereIn('order_id', (ids) => ids.from('orders').select('id').where('number', late))
      .where('to_status', 'delivered')
      .update({
        created_at: DateTime.utc().minus({ days: 20 }).toSQL({ includeOffset: false }),
      })
  })
  group.teardown(() => closeBrowser())

  testEachLanguage(
    (lang) =>
      `${lang}: from the dashboard, a delivered order is returned seeing 70% back and the 30% fee, then refunded`,
    // Signed in with the form's cookie session, as a customer is: the page hears live news.
    (lang) => openSignedIn(pathFor('dashboard', lang), customers[lang]),
    async ({ assert, page, lang, text }) => {
      const { number, invoice } = orders[lang]
      const { refundCents, restockingFeeCents } = refundOf(invoice.totalCents)
      await openOrderFromDashboard(page, text, number)

      await page.getByRole('button', { name: text['returnRequests.request'] }).click()
      const form = page.locator('main form.return-form')
      await form.getByRole('heading', { level: 3 }).waitFor()
      // The figures before confirming: what was paid, the fee kept and the refund.
      const figures = plain(await form.locator('.return-figures').textContent())
      for (const amount of [invoice.totalCents, restockingFeeCents, refundCents]) {
        assert.include(figures, plain(dollars(amount, lang)))
      }
      assert.include(figures, invoice.number)
      const percent = (share: number) =>
        plain(new Intl.NumberFormat(lang, { style: 'percent' }).format(share))
      assert.include(figures, percent(0.3))
      assert.include(figures, percent(0.7))

      // Confirming without a reason says what is missing, on the field.
      await form.getByRole('button', { name: text['returnRequests.form.submit'] }).click()
      assert.equal(
        await form.locator('.field-error').textContent(),
        text['returnRequests.form.reasonRequired']
      )
      await form.getByLabel(text['returnRequests.form.reason']).fill('The jacket is too small')
      await form.getByRole('button', { name: text['returnRequests.form.submit'] }).click()
      await page
        .locator('main .return-state .badge', { hasText: text['returnRequests.status.requested'] })
        .waitFor()

      // Staff approve it, see it back, inspect it and refund it in the back office.
      const staff = await demoAgent('staff')
      const [asked] = expectOk(await customers[lang].agent.get('/api/returns'))
      assert.include(asked, { orderNumber: number, status: 'requested' })
      expectOk(await staff.post(`/api/admin/returns/${asked.id}/approve`))
      expectOk(
        await staff.post(`/api/admin/returns/${asked.id}/shipped-back`, {
          trackingNumber: '1Z999AA10123456784',
        })
      )
      expectOk(await staff.post(`/api/admin/returns/${asked.id}/inspect`, { notes: 'As new' }))
      const refunded = expectOk(await staff.post(`/api/admin/returns/${asked.id}/refund`))
      assert.equal(refunded.refundCents, refundCents)

      // The order's page follows (live), then its link opens the returns with the money back.
      const refundLine = plain(
        text['returnRequests.row.refunded']
          .replace('{refund}', dollars(refundCents, lang))
          .replace('{fee}', dollars(restockingFeeCents, lang))
      )
      await page
        .locator('main .return-state .badge', { hasText: text['returnRequests.status.refunded'] })
        .waitFor()
      assert.equal(
        plain(await page.locator('main .return-action .return-detail').textContent()),
        refundLine
      )
      await page.getByRole('link', { name: text['returnRequests.follow'] }).click()
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === pathFor('tracking', lang))
      const row = page.locator('main .return-row', { hasText: number })
      await row.waitFor()
      assert.include(plain(await row.textContent()), refundLine)
      assert.include(await row.textContent(), text['returnRequests.status.refunded'])

      // The row links back to its order.
      await row.getByRole('link').click()
      await page.waitForURL(
        (url) => decodeURIComponent(url.pathname) === pathFor('orderDetail', lang, { number })
      )
      assert.equal(decodedPath(page), pathFor('orderDetail', lang, { number }))
      // The page is checked for accessibility once the toast of the request has gone.
      await page.locator('.toast-region li').waitFor({ state: 'detached', timeout: 15_000 })
    }
  )

  testPage(
    'an order past its window says why it cannot be returned',
    () => openAs(customers.en.token, pathFor('dashboard', 'en')),
    async ({ assert, page, text }) => {
      await openOrderFromDashboard(page, text, late)
      const button = page.getByRole('button', { name: text['returnRequests.request'] })
      await button.waitFor()
      assert.isTrue(await button.isDisabled())
      const { refusal } = expectOk(await customers.en.agent.get(`/api/orders/${late}/return-terms`))
      assert.match(refusal, new RegExp(`^The return window for order ${late} closed on`))
      assert.equal(await page.locator('main .return-action .field-hint').textContent(), refusal)
    }
  )
})
