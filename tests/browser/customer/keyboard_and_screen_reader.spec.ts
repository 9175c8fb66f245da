import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { receive } from '#tests/functional/parcels/helpers'
import { pathFor } from '#customer-routes'
import {
  SANDBOX_CARD,
  demoAgent,
  messages,
  newCustomer,
  openAs,
  unexpectedErrors,
} from './support.js'
import { balanceOf, topUp } from './money_support.js'

/** What the focused element is: its tag, name, id and whether it is marked invalid. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName.toLowerCase(),
      name: element?.getAttribute('name'),
      id: element?.id,
      invalid: element?.getAttribute('aria-invalid'),
      text: element?.textContent ?? '',
    }
  })
}

/** What the app's polite live region says once it has said something. */
async function politelySaid(page: Page, expected: string) {
  const region = page.locator('.live-announcer[aria-live="polite"]')
  await region.filter({ hasText: expected }).waitFor()
  return (await region.textContent()) ?? ''
}

/** Presses Tab until the focus is on `target` (at most `limit` presses), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

test.group('Customer app: keyboard and screen reader', (group) => {
  group.teardown(() => closeBrowser())

  test('a wallet top-up by keyboard only: errors announced with focus on the first, then the new balance', async ({
    assert,
  }) => {
    const text = messages('en')
    const customer = await newCustomer()
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'en'))
    await page.getByText(text['wallet.ledger.empty']).waitFor()
    // The toast region is a live region before any toast arrives.
    assert.equal(await page.locator('.toast-region').getAttribute('aria-live'), 'polite')
    assert.equal(await page.locator('.toast').count(), 0)

    await tabTo(page, page.getByRole('button', { name: text['wallet.topUp.submit'] }))
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'amount')
    const first = await focused(page)
    assert.equal(first.invalid, 'true')
    assert.isTrue(
      await page
        .locator('form.wallet-form')
        .first()
        .evaluate((form) => form.contains(document.activeElement))
    )
    await politelySaid(page, '4 fields need correcting; focus is on the first')
    // The field's own message is read with it, as its description.
    const description = await page.evaluate(() =>
      (document.activeElement?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
    )
    assert.include(description, 'Please enter an amount from $5 to $2,000')
    // Every field in error is marked and styled so.
    const invalid = page.locator('form.wallet-form [aria-invalid="true"]')
    assert.equal(await invalid.count(), 4)
    assert.notEqual(
      await invalid.first().evaluate((input) => getComputedStyle(input).boxShadow),
      'none'
    )

    await page.keyboard.type('25.50')
    await page.keyboard.press('Tab')
    await page.keyboard.type(SANDBOX_CARD.number)
    await page.keyboard.press('Tab')
    await page.keyboard.type(SANDBOX_CARD.expiry)
    await page.keyboard.press('Tab')
    await page.keyboard.type(SANDBOX_CARD.cvv)
    await page.keyboard.press('Enter')

    await page.locator('.toast-region .toast', { hasText: '$25.50 added to your wallet' }).waitFor()
    await page.waitForFunction(() => document.activeElement?.id === 'wallet-balance-card')
    assert.include((await focused(page)).text, '$25.50')
    assert.equal(await balanceOf(customer), 2550)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('by keyboard only: the menu opens the notifications, whose heading takes the focus, and one is marked read', async ({
    assert,
  }) => {
    const text = messages('en')
    // Their account is in Spanish: notifications come in Spanish on the English page.
    const customer = await newCustomer('es')
    const { number } = await receive(await demoAgent('staff'), customer.suite)
    const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', 'en'))
    await page.waitForLoadState('networkidle')

    await tabTo(page, page.locator('header a[href="/notifications"]').first())
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.matches('main h1') ?? false)
    assert.equal((await focused(page)).text, text['route.notifications.title'])

    const item = page.locator('main .notification', { hasText: number })
    await item.waitFor()
    assert.equal(await item.locator('.notification-title').getAttribute('lang'), 'es')
    assert.equal(await item.locator('.notification-body').getAttribute('lang'), 'es')
    await tabTo(page, item.getByRole('button', { name: text['notifications.markRead'] }))
    await page.keyboard.press('Enter')
    await item.locator('.badge').waitFor({ state: 'detached' })
    // The button went with the unread state: focus stays on the notification it was about.
    await page.waitForFunction(() => document.activeElement !== document.body)
    assert.isTrue(await item.evaluate((li) => li.contains(document.activeElement)))
    assert.equal((await customer.agent.get('/api/notifications/unread-count')).body.count, 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})

test.group('Customer app: not found is not an error', (group) => {
  group.teardown(() => closeBrowser())

  test('a missing {kind} shows the not-found state, without an alert or "Try again"')
    .with([
      { kind: 'package', path: pathFor('packageDetail', 'en', { number: 'PKG-NOSUCH1' }) },
      { kind: 'order', path: pathFor('orderDetail', 'en', { number: 'ORD-NOSUCH1' }) },
      { kind: 'invoice', path: pathFor('packagePayment', 'en', { invoiceNumber: 'INV-NOSUCH1' }) },
      {
        kind: 'shipment',
        path: `${pathFor('internationalShippingRequest', 'en')}?shipment=SHP-NOSUCH1`,
      },
    ])
    .run(async ({ assert }, { path }) => {
      const text = messages('en')
      const customer = await newCustomer()
      const { page, consoleErrors } = await openAs(customer.token, path)
      await page.getByText(text['state.notFound.title']).waitFor()
      assert.include(await page.locator('main').textContent(), text['state.notFound.text'])
      assert.equal(await page.getByRole('button', { name: text['common.tryAgain'] }).count(), 0)
      assert.equal(await page.locator('main [role="alert"]').count(), 0)
      assert.equal(await page.getByText(text['error.somethingWentWrong']).count(), 0)
      assert.deepEqual(unexpectedErrors(consoleErrors, [404]), [])
    })

  test('a package number that does not exist opens the not-found state in Arabic', async ({
    assert,
  }) => {
    const text = messages('ar')
    const customer = await newCustomer('ar')
    const { page, consoleErrors } = await openAs(
      customer.token,
      pathFor('packageDetail', 'ar', { number: 'PKG-GONE404' })
    )
    await page.getByText(text['state.notFound.title']).waitFor()
    // The number in the Arabic heading is its own run, kept apart from the words around it.
    assert.include(await page.locator('main h1').textContent(), '\u2068PKG-GONE404\u2069')
    assert.equal(await page.locator('main [role="alert"]').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors, [404]), [])
  })
})

test.group('Customer app: right to left and small screens', (group) => {
  group.teardown(() => closeBrowser())

  test('Arabic amounts are isolated left-to-right runs that read "US$", alone and inside sentences', async ({
    assert,
  }) => {
    const customer = await newCustomer('ar')
    await topUp(customer, 123456)
    const { page, consoleErrors } = await openAs(customer.token, pathFor('wallet', 'ar'))
    await page.locator('.ledger-row').first().waitFor()

    const balance = (await page.getByTestId('wallet-balance').textContent()) ?? ''
    assert.match(balance, /^\u2066[^\u200f]*US\$\u2069$/)
    // Inside an Arabic sentence (the top-up hint), each amount is isolated from the words around it.
    const hint = (await page.locator('form.wallet-form .field-hint').first().textContent()) ?? ''
    assert.equal(hint.match(/\u2068\u2066[^\u2069]*US\$\u2069\u2069/g)?.length, 2)

    // As drawn on screen: "US$" keeps its order, with the number on its left.
    const order = await page.getByTestId('wallet-balance').evaluate((element) => {
      const node = element.firstChild!
      const content = node.textContent!
      const box = (index: number) => {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return range.getBoundingClientRect().left
      }
      const u = content.indexOf('U')
      return {
        digitBeforeU: box(content.search(/\d/)) < box(u),
        uBeforeDollar: box(u) < box(content.indexOf('$')),
      }
    })
    assert.deepEqual(order, { digitBeforeU: true, uBeforeDollar: true })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('on a 360 px phone the chat button never covers the focused field ({$self})')
    .with(['contact', 'wallet'] as const)
    .run(async ({ assert }, where) => {
      const customer = await newCustomer()
      const { page, consoleErrors } = await openAs(customer.token, pathFor(where, 'en'), {
        viewport: { width: 360, height: 640 },
      })
      const chat = page.locator('a.chat-button')
      await chat.waitFor()
      const fields = page.locator('main input:not([type="checkbox"]), main textarea')
      const count = await fields.count()
      assert.isAbove(count, 2)
      for (let index = 0; index < count; index++) {
        const field = fields.nth(index)
        await field.focus()
        // Where the button sits: the field at the very bottom of the screen.
        await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
        const box = await field.boundingBox()
        const covering = (await chat.isVisible()) ? await chat.boundingBox() : null
        const overlaps =
          box !== null &&
          covering !== null &&
          covering.x < box.x + box.width &&
          box.x < covering.x + covering.width &&
          covering.y < box.y + box.height &&
          box.y < covering.y + covering.height
        assert.isFalse(overlaps, `field ${index} is covered`)
      }
      // Once no field has the focus, the button is back.
      await page.locator('main h1').click()
      await chat.waitFor({ state: 'visible' })
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})
