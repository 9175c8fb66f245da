import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { LANGUAGES, ROUTES, pathFor, type RouteId } from '#customer-routes'
import { ARABIC, decodedPath, htmlLangDir, openApp, unexpectedErrors } from './support.js'

/** Every page a visitor can open: the signed-out set, without the files served by the API itself. */
const VISITOR_ROUTES = ROUTES.filter(
  (route) => route.access !== 'private' && !('external' in route && route.external)
).map((route) => route.id as RouteId)
const PARAMS = { slug: 'getting-started' }
/** Detail pages are opened with a sample slug that may name no article: their 404 from the API is expected. */
const DETAIL_ROUTES: RouteId[] = ['helpArticle', 'helpCategory', 'blogPost', 'blogCategory']

test.group('Customer app: every signed-out route in three languages', (group) => {
  group.teardown(() => closeBrowser())

  test('{$self} renders in en, es and ar with the right title, heading and direction')
    .with(VISITOR_ROUTES)
    .run(async ({ assert }, routeId) => {
      const mainText: Record<string, string> = {}
      for (const lang of LANGUAGES) {
        const path = pathFor(routeId, lang, PARAMS)
        const { page, consoleErrors } = await openApp(path)
        assert.equal(decodedPath(page), decodeURIComponent(path), `${path} stays where it is`)
        assert.deepEqual(
          await htmlLangDir(page),
          { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' },
          path
        )
        const title = await page.title()
        const h1 = ((await page.locator('main h1').first().textContent()) ?? '').trim()
        assert.isNotEmpty(title, path)
        assert.isNotEmpty(h1, path)
        mainText[lang] = await page.locator('main').innerText()
        if (lang === 'ar') {
          assert.match(title, ARABIC, `${path} title is Arabic`)
          assert.match(h1, ARABIC, `${path} heading is Arabic`)
        } else {
          assert.notMatch(title, ARABIC, path)
          assert.notMatch(h1, ARABIC, path)
        }
        assert.deepEqual(
          unexpectedErrors(consoleErrors, DETAIL_ROUTES.includes(routeId) ? [404] : []),
          [],
          `${path} console errors`
        )
      }
      assert.notEqual(mainText.es, mainText.en, `${routeId}: the Spanish page is translated`)
    })

  test('an unknown path shows the not-found page in the path language', async ({ assert }) => {
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/es/no-existe', 'es'],
      ['/ar/غير-موجود', 'ar'],
    ] as const) {
      const { page, consoleErrors } = await openApp(path)
      assert.equal((await htmlLangDir(page)).lang, lang)
      assert.equal(decodedPath(page), path)
      if (lang === 'ar') assert.match((await page.title()) ?? '', ARABIC)
      assert.deepEqual(unexpectedErrors(consoleErrors, [404]), [])
    }
  })

  test('a visitor asking for an account page gets the sign-in form at that address', async ({
    assert,
  }) => {
    for (const lang of LANGUAGES) {
      const path = pathFor('dashboard', lang)
      const { page } = await openApp(path)
      assert.equal(decodedPath(page), path)
      assert.equal(await page.locator('main input[type="password"]').count(), 1)
    }
  })

  test('the language switcher goes to the same page in the other language and remembers the choice', async ({
    assert,
  }) => {
    const { page } = await openApp('/about')
    await page.locator('header .language-switcher select').selectOption('ar')
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    assert.equal(decodedPath(page), '/ar/حولنا')
    await page.locator('header .language-switcher select').selectOption('es')
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    assert.equal(decodedPath(page), '/es/acerca-de')
    assert.equal(await page.evaluate(() => localStorage.getItem('sigma_language_preference')), 'es')
  })

  test('pages fit a 360 px wide phone without sideways scrolling', async ({ assert }) => {
    for (const path of ['/', '/es/acerca-de', '/ar/', '/sign-up']) {
      const { page } = await openApp(path, { viewport: { width: 360, height: 740 } })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      assert.isAtMost(overflow, 0, path)
    }
  })
})
