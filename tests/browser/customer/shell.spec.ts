import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { closeBrowser, seriousViolations } from '#tests/helpers/browser'
import { signedIn } from '#tests/helpers/auth'
import { receive } from '#tests/functional/parcels/helpers'
import { pathFor, type Lang } from '#customer-routes'
import {
  decodedPath,
  htmlLangDir,
  messages,
  openApp,
  unexpectedErrors,
  openAndSignIn,
} from './support.js'

const PHONE = { width: 360, height: 780 }

const seriousHeaderViolations = (page: Page) =>
  seriousViolations(page, (axe) => axe.include('header.site-header'))

test.group('Customer app shell: language switcher', (group) => {
  group.teardown(() => closeBrowser())

  const SWITCHES: { from: string; to: Lang; expected: string; dir: string }[] = [
    { from: pathFor('about', 'en'), to: 'es', expected: pathFor('about', 'es'), dir: 'ltr' },
    { from: pathFor('about', 'es'), to: 'ar', expected: pathFor('about', 'ar'), dir: 'rtl' },
    { from: pathFor('about', 'ar'), to: 'en', expected: pathFor('about', 'en'), dir: 'ltr' },
  ]

  test('a labelled select, not a list, opens {from} in {to}')
    .with(SWITCHES)
    .run(async ({ assert }, { from, to, expected, dir }) => {
      const { page, consoleErrors } = await openApp(from)
      const { lang } = await htmlLangDir(page)
      const header = page.locator('header.site-header')
      assert.equal(await header.locator('.language-switcher ul, .language-switcher li').count(), 0)
      const select = header.getByLabel(messages(lang as Lang)['language.switcher'], {
        exact: true,
      })
      assert.equal(await select.evaluate((element) => element.tagName), 'SELECT')
      assert.equal(await select.inputValue(), lang)

      await select.focus()
      await select.selectOption(to)
      await page.waitForFunction((target) => document.documentElement.lang === target, to)
      await page.waitForSelector('main h1')
      assert.equal(decodedPath(page), expected)
      assert.deepEqual(await htmlLangDir(page), { lang: to, dir })
      assert.equal(await page.locator('main h1').textContent(), messages(to)['route.about.title'])
      assert.equal(
        await header.getByLabel(messages(to)['language.switcher'], { exact: true }).inputValue(),
        to
      )
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})

test.group('Customer app shell: phone header', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of ['en', 'ar'] as const) {
    test(`one row on a 360 px phone, the menu works with the keyboard (${lang})`, async ({
      assert,
    }) => {
      const labels = messages(lang)
      const { page, consoleErrors } = await openApp(pathFor('about', lang), {
        viewport: PHONE,
      })
      const header = page.locator('header.site-header')
      const height = (await header.boundingBox())!.height
      assert.isBelow(height, PHONE.height * 0.2, `header is ${height}px high`)

      const button = header.getByRole('button', { name: labels['shell.menu'] })
      const firstLink = header.getByRole('link', { name: labels['nav.packageForwarding'] })
      assert.equal(await button.getAttribute('aria-expanded'), 'false')
      assert.isFalse(await firstLink.isVisible())

      await button.focus()
      await page.keyboard.press('Enter')
      assert.equal(await button.getAttribute('aria-expanded'), 'true')
      const menuId = await button.getAttribute('aria-controls')
      assert.isTrue(await page.locator(`[id="${menuId}"]`).isVisible())
      assert.isTrue(await firstLink.isVisible())
      assert.isTrue(
        await page.evaluate(
          (id) => !!document.getElementById(id!)?.contains(document.activeElement),
          menuId
        ),
        'focus moves into the menu'
      )
      assert.deepEqual(await seriousHeaderViolations(page), [])

      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      assert.equal(await button.getAttribute('aria-expanded'), 'false')
      assert.isFalse(await firstLink.isVisible())
      assert.isTrue(await button.evaluate((element) => element === document.activeElement))

      // Following a link from the open menu closes it on the next page.
      await page.keyboard.press('Enter')
      await firstLink.click()
      await page.waitForURL(
        (url) => decodeURIComponent(url.pathname) === pathFor('packageForwarding', lang)
      )
      // The router renders the new location (and the header with it) once the page's chunk is there.
      await page.waitForSelector('header .menu-button[aria-expanded="false"]', { timeout: 5000 })
      assert.isFalse(await firstLink.isVisible())
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  test('the desktop header shows the navigation without a menu button', async ({ assert }) => {
    const { page, consoleErrors } = await openApp(pathFor('about', 'ar'))
    const header = page.locator('header.site-header')
    assert.isFalse(
      await header.getByRole('button', { name: messages('ar')['shell.menu'] }).isVisible()
    )
    assert.isTrue(
      await header.getByRole('link', { name: messages('ar')['nav.packageForwarding'] }).isVisible()
    )
    assert.deepEqual(await seriousHeaderViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test(
    'on a desktop the brand and the links start the header bar, the account actions end it ({$self})'
  )
    .with(['en', 'es', 'ar'] as const)
    .run(async ({ assert }, lang) => {
      const { page } = await openApp(pathFor('home', lang))
      // The inline end is the right in English and Spanish, the left in Arabic.
      const { barEnd, actionsEnd, brandMiddle, firstLinkMiddle } = await page.evaluate((rtl) => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
        const middle = ({ top, bottom }: DOMRect) => (top + bottom) / 2
        const bar = document.querySelector('.site-header .container')!
        const padding = getComputedStyle(bar)
        const barBox = bar.getBoundingClientRect()
        const actions = box('.site-header .header-actions')
        return {
          brandMiddle: middle(box('.site-header .brand')),
          firstLinkMiddle: middle(box('.site-header .site-nav a')),
          ...(rtl
            ? {
                barEnd: barBox.left + Number.parseFloat(padding.paddingLeft),
                actionsEnd: actions.left,
              }
            : {
                barEnd: barBox.right - Number.parseFloat(padding.paddingRight),
                actionsEnd: actions.right,
              }),
        }
      }, lang === 'ar')
      // Where the bar wraps, the actions go below the links, never the links below the brand.
      assert.closeTo(firstLinkMiddle, brandMiddle, 2)
      assert.closeTo(actionsEnd, barEnd, 1)
    })
})

test.group('Customer app shell: signed in', (group) => {
  group.teardown(() => closeBrowser())

  test('the unread badge counts the notifications of received packages', async ({ assert }) => {
    const { user } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    await receive(staff, user.customerId!)
    await receive(staff, user.customerId!)

    const labels = messages('en')
    const { page, consoleErrors } = await openAndSignIn(pathFor('notifications', 'en'), {
      email: user.email,
      password: DEFAULT_PASSWORD,
    })
    const header = page.locator('header.site-header')
    const notifications = header.getByRole('link', { name: 'Notifications, 2 unread' })
    await notifications.waitFor({ timeout: 15000 })
    assert.equal(await notifications.locator('.nav-badge').textContent(), '2')
    for (const id of ['nav.dashboard', 'nav.packages', 'nav.orders', 'shell.nav.tracking']) {
      assert.isTrue(await header.getByRole('link', { name: labels[id] }).isVisible(), id)
    }
    assert.isTrue(await header.getByRole('button', { name: labels['auth.signOut'] }).isVisible())
    assert.deepEqual(await seriousHeaderViolations(page), [])

    // On a phone the menu button carries the count while the navigation is folded away.
    await page.setViewportSize(PHONE)
    const menuButton = header.getByRole('button', { name: /2 unread notifications/ })
    assert.equal(await menuButton.locator('.nav-badge').textContent(), '2')
    await menuButton.click()
    assert.isTrue(await notifications.isVisible())
    assert.deepEqual(await seriousHeaderViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff asking for /ux-analytics are taken to the back office', async ({ assert }) => {
    const { user } = await signedIn('staff')
    const { page } = await openAndSignIn('/ux-analytics', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    })
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 15000 })
    assert.match(new URL(page.url()).pathname, /^\/admin\/?$/)
  })

  // The localized /admin paths never reach the app on a full load: the server sends them to the back office.
  for (const path of ['/ux-analytics', '/service-conversions', '/ads-performance']) {
    test(`a customer asking for ${path} sees the not-found page`, async ({ assert }) => {
      const { user } = await signedIn('customer')
      const { page, consoleErrors } = await openAndSignIn(pathFor('signIn', 'en'), {
        email: user.email,
        password: DEFAULT_PASSWORD,
      })
      await page.goto(new URL(path, page.url()).href)
      await page.waitForFunction(
        (heading) => document.querySelector('main h1')?.textContent === heading,
        messages('en')['notFound.heading'],
        { timeout: 15000 }
      )
      assert.equal(decodedPath(page), path)
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }
})
