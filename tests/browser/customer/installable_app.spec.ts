import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { pathFor, type Lang } from '#customer-routes'
import { htmlLangDir, messages, openApp, seriousViolations, unexpectedErrors } from './support.js'

/** The offline page's texts, as the build reads them. */
const offlineTexts = (lang: Lang): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${lang}/offline.json`, import.meta.url), 'utf8')
  )

/** Waits until the page's service worker runs, and tells what it is. */
function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active!
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve))
    }
    return { scope: registration.scope, script: worker.scriptURL, state: worker.state }
  })
}

test.group('Customer app: installable', (group) => {
  group.teardown(() => closeBrowser())

  test('the manifest names the app, opens it standalone and lists icons that load', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openApp(pathFor('about', 'en'))
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await page.request.get(new URL(href!, page.url()).href)
    assert.equal(response.status(), 200)
    assert.include(response.headers()['content-type'], 'application/manifest+json')

    const manifest = await response.json()
    assert.equal(manifest.name, messages('en')['app.name'])
    assert.isString(manifest.short_name)
    assert.isAtMost(manifest.short_name.length, 12)
    assert.equal(manifest.start_url, '/')
    assert.equal(manifest.display, 'standalone')
    assert.equal(
      manifest.theme_color,
      await page.locator('meta[name="theme-color"]').getAttribute('content')
    )

    // Each icon as the browser decodes it: its real type and pixel size, not only what the manifest says.
    const icons = await page.evaluate(
      (list: { src: string; sizes: string; type: string; purpose: string }[]) =>
        Promise.all(
          list.map(async (icon) => {
            const file = await fetch(icon.src)
            const bitmap = await createImageBitmap(await file.blob())
            return {
              ...icon,
              status: file.status,
              servedAs: file.headers.get('content-type'),
              decoded: `${bitmap.width}x${bitmap.height}`,
            }
          })
        ),
      manifest.icons
    )
    for (const icon of icons) {
      assert.equal(icon.status, 200, icon.src)
      assert.equal(icon.type, 'image/png', icon.src)
      assert.equal(icon.servedAs, 'image/png', icon.src)
      assert.equal(icon.decoded, icon.sizes, icon.src)
    }
    const sizes = (purpose: string) =>
      icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)
    assert.includeMembers(sizes('any'), ['192x192', '512x512'])
    assert.includeMembers(sizes('maskable'), ['512x512'])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the service worker registers for the whole app, activates, and stores no API answer', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openApp(pathFor('about', 'en'), {
      serviceWorkers: 'allow',
    })
    const origin = new URL(page.url()).origin
    assert.deepEqual(await activeWorker(page), {
      scope: `${origin}/`,
      script: `${origin}/sw.js`,
      state: 'activated',
    })

    // A page opened now is served through the worker, and the app asks the API as it starts.
    await page.reload()
    await page.waitForSelector('main h1')
    await page.waitForLoadState('networkidle')
    assert.isTrue(await page.evaluate(() => navigator.serviceWorker.controller !== null))

    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname))
      }
      return urls
    })
    assert.includeMembers(cached, ['/offline/en.html', '/offline/ar.html', '/icons/icon-192.png'])
    assert.isTrue(cached.some((path) => path.startsWith('/assets/')))
    assert.deepEqual(
      cached.filter((path) => path.startsWith('/api') || !/\.\w+$/.test(path)),
      []
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  const OFFLINE: { lang: Lang; dir: string; from: string; to: string; locale?: string }[] = [
    { lang: 'en', dir: 'ltr', from: pathFor('about', 'en'), to: pathFor('contact', 'en') },
    { lang: 'ar', dir: 'rtl', from: pathFor('about', 'ar'), to: pathFor('contact', 'ar') },
    // The English root follows the browser's language, as a first visit there does.
    { lang: 'es', dir: 'ltr', from: pathFor('about', 'es'), to: '/', locale: 'es-MX' },
  ]

  test(
    'with the network cut, {to} shows the offline page in {lang}, and it retries once back online'
  )
    .with(OFFLINE)
    .run(async ({ assert }, { lang, dir, from, to, locale }) => {
      const { page, consoleErrors } = await openApp(from, { locale, serviceWorkers: 'allow' })
      await activeWorker(page)
      const texts = offlineTexts(lang)

      await page.context().setOffline(true)
      await page.goto(new URL(to, page.url()).href)
      assert.deepEqual(await htmlLangDir(page), { lang, dir })
      assert.equal(await page.locator('main h1').textContent(), texts.heading)
      assert.include(await page.locator('main p').textContent(), messages(lang)['app.name'])
      assert.include(await page.title(), texts.title)
      assert.equal(decodeURI(new URL(page.url()).pathname), to)
      assert.deepEqual(await seriousViolations(page), [])

      await page.context().setOffline(false)
      await page.getByRole('link', { name: texts.retry }).click()
      await page.waitForFunction((heading) => {
        const shown = document.querySelector('main h1')?.textContent
        return shown && shown !== heading
      }, texts.heading)
      assert.equal(decodeURI(new URL(page.url()).pathname), to)
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})
