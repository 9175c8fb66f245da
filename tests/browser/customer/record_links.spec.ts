import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { pathFor, type Lang } from '#customer-routes'
import {
  decodedPath,
  demoAgent,
  expectOk,
  htmlLangDir,
  invoicedShipment,
  messages,
  newCustomer,
  openAndSignIn,
  openAs,
  seriousViolations,
  unexpectedErrors,
} from './support.js'
import { receive } from '#tests/functional/parcels/helpers'
import { balanceOf, topUp } from './money_support.js'

const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/* A link's name as its message says it; in Arabic each value stands between isolation marks. */
const fill = (message: string, values: Record<string, string>) =>
  new RegExp(
    `^${message
      .split(/\{(\w+)\}/)
      .map((part, index) =>
        index % 2 ? `[\u2066-\u2069]*${escaped(values[part])}[\u2066-\u2069]*` : escaped(part)
      )
      .join('')}$`
  )

test.group('Customer app: every record links to what it names', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of ['en', 'ar', 'es'] as Lang[]) {
    test(`from the dashboard, a notification about an invoice opens it, and it is paid (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      const invoice = await invoicedShipment(await demoAgent('staff'), customer)
      await topUp(customer, invoice.totalCents + 1_000)

      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      await page
        .getByRole('navigation', { name: text['nav.main'] })
        .getByRole('link', { name: new RegExp(`^${text['shell.nav.notifications']}`) })
        .click()
      await page.waitForURL(
        (url) => decodeURIComponent(url.pathname) === pathFor('notifications', lang)
      )
      await page
        .getByRole('link', { name: fill(text['record.open.invoice'], { key: invoice.number }) })
        .click()

      await page.waitForURL((url) => url.pathname.endsWith(`/${invoice.number}`))
      assert.equal(
        decodedPath(page),
        pathFor('packagePayment', lang, { invoiceNumber: invoice.number })
      )
      assert.deepEqual(await htmlLangDir(page), { lang, dir: dirOf(lang) })
      // The invoice names the shipment it bills, as a link to it.
      await page
        .locator('.invoice-card')
        .getByRole('link', { name: fill(text['record.open.shipment'], { key: invoice.shipment }) })
        .waitFor()
      await page.locator('.pay-card button[type="submit"]').click()
      await page.getByText(text['payments.receipt.paid']).waitFor()

      assert.equal(await balanceOf(customer), 1_000)
      const notifications = expectOk(await customer.agent.get('/api/notifications'))
      assert.isTrue(notifications[0].read, 'following the link read the notification')
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`a wallet payment opens the invoice it paid (${lang})`, async ({ assert }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      const invoice = await invoicedShipment(await demoAgent('staff'), customer)
      await topUp(customer, invoice.totalCents)
      expectOk(
        await customer.agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
      )

      const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', lang))
      await page
        .locator('.ledger-row')
        .getByRole('link', {
          name: fill(text['wallet.ledger.invoice'], { number: invoice.number }),
        })
        .click()

      await page.waitForURL((url) => url.pathname.endsWith(`/${invoice.number}`))
      await page.getByText(text['payments.receipt.paid']).waitFor()
      assert.deepEqual(await htmlLangDir(page), { lang, dir: dirOf(lang) })
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  test('a Spanish-speaking customer signs in from the English page and the app speaks Spanish', async ({
    assert,
  }) => {
    const es = messages('es')
    const customer = await newCustomer('es')
    const pkg = await receive(await demoAgent('staff'), customer.suite, { sender: 'Amazon' })

    const { page, consoleErrors } = await openAndSignIn(pathFor('signIn', 'en'), customer)
    await page.waitForURL((url) => url.pathname === pathFor('dashboard', 'es'))
    await page.getByRole('heading', { level: 1, name: es['route.dashboard.title'] }).waitFor()
    assert.deepEqual(await htmlLangDir(page), { lang: 'es', dir: 'ltr' })

    await page
      .getByRole('navigation', { name: es['nav.main'] })
      .getByRole('link', { name: new RegExp(`^${es['shell.nav.notifications']}`) })
      .click()
    await page.getByText(`Llegó el paquete ${pkg.number}`).waitFor()
    await page
      .getByRole('link', { name: fill(es['record.open.package'], { key: pkg.number }) })
      .click()
    await page.waitForURL(
      (url) => url.pathname === pathFor('packageDetail', 'es', { number: pkg.number })
    )

    await page.getByRole('heading', { level: 1, name: new RegExp(pkg.number) }).waitFor()
    // Choosing English on the page moves the account too: its messages follow the page.
    await page.getByLabel(es['language.switcher']).selectOption('en')
    await page.waitForURL(
      (url) => url.pathname === pathFor('packageDetail', 'en', { number: pkg.number })
    )
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Notifications/ })
      .waitFor()
    const account = expectOk(await customer.agent.get('/api/auth/user'))
    assert.equal(account.locale, 'en')
    assert.deepEqual(await htmlLangDir(page), { lang: 'en', dir: 'ltr' })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
