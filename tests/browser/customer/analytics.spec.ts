import { test } from '@japa/runner'
import type { Page, Request } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { openApp } from './support.js'

/** The analytics requests a page sends, with their JSON bodies. */
function recordAnalytics(page: Page) {
  const sent: { url: string; body: any }[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/analytics/')) {
      sent.push({ url: url.pathname, body: JSON.parse(request.postData() ?? 'null') })
    }
  })
  return sent
}

test.group('Customer app: analytics', (group) => {
  group.teardown(() => closeBrowser())

  test('nothing is tracked before consent, nor after declining', async ({ assert }) => {
    const { page } = await openApp('/about')
    const sent = recordAnalytics(page)
    await page.locator('main h1').click()
    await page.locator('.consent-banner button').nth(1).click()
    await page.locator('main h1').click()
    await page.locator('header .language-switcher select').selectOption('es')
    await page.waitForSelector('html[lang="es"] main h1')
    await page.waitForTimeout(500)
    assert.deepEqual(sent, [])
    assert.equal(await page.locator('.consent-banner').count(), 0)
  })

  test('after consent: page views (also in the data layer), clicks cut at 100 characters, the session on leaving', async ({
    assert,
  }) => {
    const { page } = await openApp('/about')
    const sent = recordAnalytics(page)
    await page.locator('.consent-banner button').first().click()
    await page.waitForTimeout(300)
    const pageView = sent.find((request) => request.body?.eventType === 'page_view')
    assert.exists(pageView)
    assert.equal(pageView!.url, '/api/analytics/events')
    assert.equal(pageView!.body.page, '/about')
    assert.containsSubset(pageView!.body, {
      eventType: 'page_view',
      metadata: { routeId: 'about' },
    })
    assert.isString(pageView!.body.sessionId)

    const dataLayer = await page.evaluate(() => (window as any).dataLayer)
    assert.containsSubset(dataLayer, [{ event: 'page_view', page_path: '/about' }])

    await page.evaluate(() => {
      const button = document.createElement('button')
      button.id = 'long'
      button.textContent = 'x'.repeat(150)
      document.querySelector('main')!.append(button)
    })
    await page.locator('#long').click()
    await page.waitForTimeout(200)
    const click = sent.find(
      (request) => request.body?.eventType === 'click' && request.body.elementId === 'long'
    )
    assert.exists(click)
    assert.lengthOf(click!.body.elementText, 100)
    assert.equal(click!.body.elementType, 'button')

    // Leaving the page sends the whole session with sendBeacon. A beacon sent by a page being replaced is not
    // reported to the test, so the page is told it is being hidden instead of really leaving.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
    await page.waitForTimeout(300)
    const session = sent.find((request) => request.url === '/api/analytics/sessions')
    assert.exists(session)
    assert.isAtLeast(session!.body.pageViews, 1)
    assert.isAtLeast(session!.body.interactions, 1)
    assert.sameMembers(Object.keys(session!.body.deviceInfo), [
      'userAgent',
      'screenSize',
      'viewportSize',
    ])
  })

  test('a scroll is recorded once the page has been still for a second', async ({ assert }) => {
    const { page } = await openApp('/privacy-policy', {
      storage: { sigma_analytics_consent: 'granted' },
    })
    const sent = recordAnalytics(page)
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(500)
    assert.isUndefined(sent.find((request) => request.body?.eventType === 'scroll'))
    await page.waitForTimeout(900)
    assert.exists(sent.find((request) => request.body?.eventType === 'scroll'))
  })
})
