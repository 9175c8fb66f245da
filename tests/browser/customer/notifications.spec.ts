import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { receive } from '#tests/functional/parcels/helpers'
import { pathFor } from '#customer-routes'
import {
  messages,
  newCustomer,
  openSignedIn,
  demoAgent,
  unexpectedErrors,
  type Customer,
  customerWithPackage,
  testEachLanguage,
} from './support.js'

const unreadCount = async (customer: Customer) =>
  (await customer.agent.get('/api/notifications/unread-count')).body.count as number

test.group('Customer app: notifications', (group) => {
  const fixture = customerWithPackage(group)

  testEachLanguage(
    (lang) => `a received package is an unread notification (${lang})`,
    (lang) => openSignedIn(pathFor('notifications', lang), fixture.customer),
    async ({ assert, page, text }) => {
      assert.equal(await page.locator('main h1').textContent(), text['route.notifications.title'])
      const item = page.locator('main .notification', { hasText: fixture.packageNumber })
      assert.equal(await item.count(), 1)
      assert.equal(await item.locator('.badge').textContent(), text['notifications.unread'])
      assert.isTrue(
        await page.getByRole('button', { name: text['notifications.markAllRead'] }).isEnabled()
      )
    }
  )

  test('mark one read, then all read; both stay read after a reload', async ({ assert }) => {
    const text = messages('en')
    const staff = await demoAgent('staff')
    const second = (await receive(staff, fixture.customer.suite, { sender: 'Best Buy' })).number
    await receive(staff, fixture.customer.suite, { sender: 'Target' })
    assert.equal(await unreadCount(fixture.customer), 3)

    const { page, consoleErrors } = await openSignedIn(
      pathFor('notifications', 'en'),
      fixture.customer
    )
    const unread = page.locator('main .notification-unread')
    assert.equal(await unread.count(), 3)

    const first = page.locator('main .notification', { hasText: fixture.packageNumber })
    await first.getByRole('button', { name: text['notifications.markRead'] }).click()
    await first.locator('.badge').waitFor({ state: 'detached' })
    assert.equal(await unread.count(), 2)
    assert.equal(await unreadCount(fixture.customer), 2)

    await page.reload()
    await page.waitForSelector('main .notification')
    assert.equal(await first.locator('.badge').count(), 0)
    assert.equal(
      await page.locator('main .notification', { hasText: second }).locator('.badge').count(),
      1
    )

    await page.getByRole('button', { name: text['notifications.markAllRead'] }).click()
    await page.locator('.toast-title', { hasText: text['notifications.allRead'] }).waitFor()
    assert.equal(await unread.count(), 0)
    assert.isTrue(
      await page.getByRole('button', { name: text['notifications.markAllRead'] }).isDisabled()
    )
    assert.equal(await unreadCount(fixture.customer), 0)

    await page.reload()
    await page.waitForSelector('main .notification')
    assert.equal(await unread.count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  /** Opens the packages page of a new customer and waits until its event stream is open. */
  async function packagesPageListening(prepare?: (page: Page) => Promise<unknown>) {
    const fresh = await newCustomer('en')
    const opened = await openSignedIn(pathFor('packages', 'en'), fresh)
    await prepare?.(opened.page)
    const listening = opened.page.waitForResponse((response) =>
      response.url().includes('/__transmit/events')
    )
    await opened.page.reload()
    if ((await listening).status() !== 200) throw new Error('the event stream did not open')
    await opened.page.evaluate(() => Object.assign(window, { sameDocument: true }))
    return { ...opened, fresh, badge: opened.page.locator('.site-nav .nav-badge') }
  }

  test('a package received while the page is open shows in the badge and the list, without a reload', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { page, consoleErrors, fresh, badge } = await packagesPageListening()
    // The list is on screen, still empty, before the package arrives.
    await page
      .locator('main .state-title', { hasText: messages('en')['packages.empty.title'] })
      .waitFor()
    assert.equal(await badge.count(), 0)

    const { number } = await receive(staff, fresh.suite, { sender: 'Best Buy' })
    await badge.filter({ hasText: '1' }).waitFor({ timeout: 15_000 })
    await page.locator('main', { hasText: number }).waitFor({ timeout: 15_000 })
    assert.isTrue(await page.evaluate(() => 'sameDocument' in window))
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a list whose read was on its way when its change was told is read again', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    // The page's first read of the list finds no package, and its answer is held until the
    // news of the package has come and gone.
    const oldRowsRead = Promise.withResolvers<void>()
    const changeTold = Promise.withResolvers<void>()
    const { page, consoleErrors, fresh, badge } = await packagesPageListening((opened) =>
      opened.route(
        /\/api\/packages\?/,
        async (route) => {
          const answer = await route.fetch()
          oldRowsRead.resolve()
          await changeTold.promise
          await route.fulfill({ response: answer })
        },
        { times: 1 }
      )
    )
    await oldRowsRead.promise
    const { number } = await receive(staff, fresh.suite, { sender: 'Best Buy' })
    // The unread notification is told after the package, on the same stream.
    await badge.filter({ hasText: '1' }).waitFor({ timeout: 15_000 })
    changeTold.resolve()
    await page.locator('main', { hasText: number }).waitFor({ timeout: 15_000 })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a customer with no notifications is told what will show here', async ({ assert }) => {
    const text = messages('es')
    const { page, consoleErrors } = await openSignedIn(
      pathFor('notifications', 'es'),
      await newCustomer('es')
    )
    assert.equal(
      await page.locator('main .state-title').textContent(),
      text['notifications.empty.title']
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
