import { test } from '@japa/runner'
import { pathFor } from '#customer-routes'
import {
  messages,
  openSignedIn,
  plainText,
  unexpectedErrors,
  customerWithPackage,
  testEachLanguage,
} from './support.js'

test.group('Customer app: dashboard', (group) => {
  const fixture = customerWithPackage(group)

  testEachLanguage(
    (lang) => `a received package shows on the dashboard with its storage clock (${lang})`,
    (lang) => openSignedIn(pathFor('dashboard', lang), fixture.customer),
    async ({ assert, page, lang, text }) => {
      assert.equal(await page.locator('main h1').textContent(), text['route.dashboard.title'])

      const stats = page.locator('main .dashboard-stats')
      for (const id of [
        'dashboard.stats.activeOrders',
        'dashboard.stats.inTransit',
        'dashboard.stats.wallet',
        'dashboard.stats.saved',
      ])
        assert.include(await stats.textContent(), text[id])
      const wallet = stats.locator('div', { hasText: text['dashboard.stats.wallet'] }).locator('dd')
      assert.equal(
        plainText(await wallet.textContent()),
        plainText(
          new Intl.NumberFormat(lang, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: 0,
            maximumFractionDigits: 2,
          }).format(0)
        )
      )

      const address = page.locator('main .dashboard-address')
      assert.include(await address.textContent(), `Suite ${fixture.customer.suite}`)
      assert.include(await address.textContent(), '1250 E Watson Center Rd')
      assert.include(await address.textContent(), '90745')

      const storage = page.locator('main section', { hasText: text['dashboard.storage.title'] })
      const row = storage.locator('li', { hasText: fixture.packageNumber })
      // Received just now: the whole free period (30 days) is left, written in the page's digits.
      assert.include(await row.textContent(), new Intl.NumberFormat(lang).format(30))

      const activity = page.locator('main section', { hasText: text['dashboard.activity.title'] })
      assert.equal(await activity.locator('li', { hasText: fixture.packageNumber }).count(), 1)

      assert.equal(
        await page
          .getByRole('link', { name: text['dashboard.shortcuts.ship'] })
          .getAttribute('href'),
        `${pathFor('internationalShippingRequest', lang)}?packages=all`
      )
      assert.equal(
        await page
          .getByRole('link', { name: text['dashboard.shortcuts.topUp'] })
          .getAttribute('href'),
        pathFor('wallet', lang)
      )
      assert.equal(
        await page
          .getByRole('link', { name: text['dashboard.shortcuts.purchase'] })
          .getAttribute('href'),
        `${pathFor('orders', lang)}?view=purchases&new=purchase`
      )
    }
  )

  testEachLanguage(
    (lang) => `on a phone each line of the US address stays whole on one line (${lang})`,
    (lang) =>
      openSignedIn(pathFor('dashboard', lang), fixture.customer, {
        viewport: { width: 360, height: 780 },
      }),
    async ({ assert, page }) => {
      // The narrowest the card gets: a phone browser whose scrollbar takes its own width.
      await page.evaluate(() => (document.documentElement.style.overflowY = 'scroll'))
      const lines = await page.locator('main .dashboard-address dd > span').evaluateAll((values) =>
        values.map((value) => ({
          value: value.textContent,
          lines: Math.round(
            value.getBoundingClientRect().height /
              Number.parseFloat(getComputedStyle(value).lineHeight)
          ),
        }))
      )
      assert.lengthOf(lines, 8)
      for (const { value, lines: count } of lines) assert.equal(count, 1, value ?? '')
    }
  )

  test('the copy buttons put one line or the whole US address on the clipboard', async ({
    assert,
  }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openSignedIn(pathFor('dashboard', 'en'), fixture.customer)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    await page.getByRole('button', { name: `Copy ${text['dashboard.address.suite']}` }).click()
    assert.equal(await clipboard(), `Suite ${fixture.customer.suite}`)
    assert.equal(
      await page.locator('.toast-title').first().textContent(),
      `${text['dashboard.address.suite']} copied`
    )

    await page.getByRole('button', { name: text['dashboard.address.copyAll'] }).click()
    assert.equal(
      await clipboard(),
      [
        `${fixture.customer.firstName} Haddad`,
        '1250 E Watson Center Rd',
        `Suite ${fixture.customer.suite}`,
        'Carson',
        'CA',
        '90745',
        'United States',
        '+13105550142',
      ].join('\n')
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
