import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { messages, openApp } from './support.js'

const CHAT = 'a.chat-button'

test.group('Customer app: floating chat button', (group) => {
  group.teardown(() => closeBrowser())

  test('a 48 px circle opening WhatsApp with the greeting in the page language', async ({
    assert,
  }) => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/es/contacto', 'es'],
      ['/ar/حولنا', 'ar'],
    ] as const) {
      const { page } = await openApp(path)
      const button = page.locator(CHAT)
      await button.waitFor()
      const href = new URL((await button.getAttribute('href')) ?? '')
      assert.equal(href.hostname, 'wa.me')
      assert.match(href.pathname, /^\/\d{6,15}$/)
      assert.equal(href.searchParams.get('text'), messages(lang)['chat.greeting'])
      const box = await button.boundingBox()
      assert.equal(Math.round(box!.width), 48)
      assert.equal(Math.round(box!.height), 48)
      assert.equal(
        await button.evaluate((element) => getComputedStyle(element).borderRadius),
        '50%'
      )
    }
  })

  test('hidden on any path containing /checkout, /payment, /shipping or /international-shipping', async ({
    assert,
  }) => {
    for (const path of ['/checkout', '/payment', '/shipping-invoice', '/international-shipping']) {
      const { page } = await openApp(path)
      assert.equal(await page.locator(CHAT).count(), 0, path)
    }
    // "/services/international-shipping" contains "/international-shipping" too.
    const { page } = await openApp('/services/international-shipping')
    assert.equal(await page.locator(CHAT).count(), 0)
  })

  test('its tooltip waits 700 ms before showing', async ({ assert }) => {
    const { page } = await openApp('/about', {
      storage: { sigma_analytics_consent: 'denied' },
    })
    await page.locator(CHAT).hover()
    await page.waitForTimeout(400)
    assert.equal(await page.locator('[role="tooltip"]').count(), 0)
    await page.waitForTimeout(600)
    assert.equal(await page.locator('[role="tooltip"]').count(), 1)
  })
})
