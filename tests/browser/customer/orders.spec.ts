import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { ORDER_STATUSES } from '#domain/orders'
import { createOrder, moveOrder } from '#services/orders/orders'
import { ORDER_ADDRESS } from '#tests/functional/orders/helpers'
import { closeBrowser } from '#tests/helpers/browser'
import type { BrowserAgent } from '#tests/helpers/http'
import { LANGUAGES, pathFor } from '#customer-routes'
import {
  expectOk,
  htmlLangDir,
  messages,
  newCustomer,
  openAs,
  plainText,
  SANDBOX_CARD,
  seriousViolations,
  demoAgent,
  unexpectedErrors,
} from './support.js'

/** An order bought for the customer: asked, quoted, accepted, paid by card, bought by staff (Fulfilled). */
async function boughtOrder(customer: BrowserAgent, staff: BrowserAgent, name: string) {
  const submitted = expectOk(
    await customer.post('/api/purchase-requests', {
      items: [{ url: 'https://www.rei.com/product/1', name, quantity: 2, unitPriceCents: 2_500 }],
      storeState: 'OR',
    }),
    201
  )
  expectOk(
    await staff.post(`/api/admin/purchase-requests/${submitted.id}/quote`, {
      domesticShippingCents: 0,
    })
  )
  const accepted = expectOk(await customer.post(`/api/purchase-requests/${submitted.id}/accept`))
  expectOk(
    await customer.post(`/api/invoices/${accepted.invoiceNumber}/pay`, {
      method: 'card',
      card: SANDBOX_CARD,
    })
  )
  const detail = expectOk(await staff.get(`/api/admin/purchase-requests/${submitted.id}`))
  const purchased = expectOk(
    await staff.post(`/api/admin/purchase-requests/${submitted.id}/purchased`, {
      items: [{ id: detail.items[0].id, bought: true }],
    })
  )
  return purchased.orderNumber as string
}

/**
 * An order not bought yet (Processing), made through the order services as staff would move it:
 * the only kind a customer may still cancel.
 */
async function processingOrder(email: string) {
  const owner = await User.findByOrFail('email', email)
  const staff = await User.findByOrFail('email', 'staff@sigma.test')
  return db.transaction(async (trx) => {
    const order = await createOrder(
      {
        userId: owner.id,
        totalCents: 3_500,
        shippingAddress: ORDER_ADDRESS,
        billingAddress: null,
        items: [
          { name: 'Camp stove', url: null, options: null, quantity: 1, unitPriceCents: 3_000 },
        ],
      },
      staff,
      trx
    )
    await moveOrder(order, 'processing', staff, null, trx)
    return order.number
  })
}

test.group('Customer app: orders', (group) => {
  let token: string
  let customer: BrowserAgent
  let fulfilled: string
  let held: string
  let waiting: string

  group.setup(async () => {
    const staff = await demoAgent('staff')
    let email: string
    ;({ agent: customer, token, email } = await newCustomer())
    waiting = await processingOrder(email)
    fulfilled = await boughtOrder(customer, staff, 'Trail tent')
    held = await boughtOrder(customer, staff, 'Sleeping bag')
    expectOk(
      await staff.post(`/api/admin/orders/${held}/status`, {
        status: 'held',
        reason: 'Waiting for the store to confirm the colour',
      })
    )
  })
  group.teardown(() => closeBrowser())

  test('the list filters by status; the detail shows items, charges, addresses and history; a bought order is not cancellable, one not bought yet is, asked first', async ({
    assert,
  }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openAs(token, pathFor('orders', 'en'))
    const rows = page.locator('main .order-row')
    await rows.first().waitFor()
    assert.sameMembers(await page.locator('main .order-number').allTextContents(), [
      fulfilled,
      held,
      waiting,
    ])
    // The nine statuses are the filters, after "All".
    assert.deepEqual(await page.locator('main .orders-filters button').allTextContents(), [
      text['orders.filter.all'],
      ...ORDER_STATUSES.map((status) => text[`orders.status.${status}`]),
    ])
    await page.getByRole('button', { name: text['orders.status.held'], exact: true }).click()
    await page.waitForURL(/status=held/)
    await page.waitForFunction(() => document.querySelectorAll('main .order-row').length === 1)
    assert.deepEqual(await page.locator('main .order-number').allTextContents(), [held])
    await page.getByRole('button', { name: text['orders.status.delivered'], exact: true }).click()
    await page.getByText(text['orders.empty.filtered']).waitFor()

    await page.getByRole('button', { name: text['orders.filter.all'], exact: true }).click()
    await page.getByRole('link', { name: fulfilled }).click()
    await page.getByRole('heading', { level: 1, name: `Order ${fulfilled}` }).waitFor()
    await page.locator('main .order-history li').first().waitFor()
    const main = page.locator('main')
    assert.include(await main.textContent(), 'Trail tent')
    assert.include(await main.textContent(), text['orders.detail.shippingAddress'])
    assert.lengthOf(await page.locator('main .order-history li').all(), 3)
    // $50 of items and the $5 minimum fee; Oregon has no sales tax.
    assert.include(await main.locator('.order-facts').textContent(), '$55')

    // What the total is made of: the items and the fee, nothing else in Oregon.
    const charges = main.locator('.order-charges')
    assert.include(await charges.textContent(), `${text['orders.charges.items']}$50`)
    assert.include(await charges.textContent(), `${text['orders.charges.fee']}$5`)
    assert.include(await charges.textContent(), `${text['orders.charges.total']}$55`)
    // Bought for the customer: no longer theirs to cancel.
    assert.equal(await page.getByRole('button', { name: text['orders.cancel.button'] }).count(), 0)

    await page.getByRole('link', { name: text['orders.detail.back'] }).click()
    await page.getByRole('link', { name: waiting }).click()
    await page.getByRole('heading', { level: 1, name: `Order ${waiting}` }).waitFor()

    // Asked first: dismissing the question changes nothing.
    await page.getByRole('button', { name: text['orders.cancel.button'] }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    assert.include(await dialog.textContent(), text['orders.cancel.text'])
    await dialog.getByRole('button', { name: text['common.cancel'], exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.equal((await customer.get(`/api/orders/${waiting}`)).body.status, 'processing')

    await page.getByRole('button', { name: text['orders.cancel.button'] }).click()
    await dialog.getByRole('button', { name: text['orders.cancel.confirm'] }).click()
    await page
      .locator('main .order-facts .badge', { hasText: text['orders.status.cancelled'] })
      .waitFor()
    assert.equal((await customer.get(`/api/orders/${waiting}`)).body.status, 'cancelled')
    // A cancelled order cannot be cancelled again.
    assert.equal(await page.getByRole('button', { name: text['orders.cancel.button'] }).count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  for (const lang of LANGUAGES) {
    test(`the list and an order's page in ${lang}, accessible, the page on a phone`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const list = await openAs(token, pathFor('orders', lang))
      await list.page.locator('main .order-row').first().waitFor()
      assert.deepEqual(await htmlLangDir(list.page), {
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
      })
      assert.equal(await list.page.locator('main h1').textContent(), text['route.orders.title'])
      assert.include(await list.page.locator('main').textContent(), text['orders.status.held'])
      assert.deepEqual(await seriousViolations(list.page), [])
      assert.deepEqual(unexpectedErrors(list.consoleErrors), [])
      await list.close()
      const detail = await openAs(token, pathFor('orderDetail', lang, { number: held }), {
        viewport: { width: 360, height: 780 },
      })
      await detail.page.locator('main .order-history li').first().waitFor()
      // The items table scrolls inside its card; the page itself does not scroll sideways.
      assert.equal(
        await detail.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        0
      )
      assert.equal(
        plainText(await detail.page.locator('main h1').textContent()),
        text['orders.detail.heading'].replace('{number}', held)
      )
      assert.include(
        await detail.page.locator('main').textContent(),
        'Waiting for the store to confirm the colour'
      )
      assert.deepEqual(await seriousViolations(detail.page), [])
      assert.deepEqual(unexpectedErrors(detail.consoleErrors), [])
    })
  }
})
