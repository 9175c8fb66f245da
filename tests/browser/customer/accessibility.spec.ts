import { test } from '@japa/runner'
import { closeBrowser, seriousViolations } from '#tests/helpers/browser'
import { LANGUAGES, ROUTES, pathFor, type RouteId } from '#customer-routes'
import { openApp } from './support.js'

/** Every visitor page (detail pages with a sample slug), in every language. */
const PAGES = ROUTES.filter(
  (route) => route.access !== 'private' && !('external' in route && route.external)
).flatMap((route) =>
  LANGUAGES.map((lang) => pathFor(route.id as RouteId, lang, { slug: 'getting-started' }))
)

test.group('Customer app: accessibility (axe-core)', (group) => {
  group.teardown(() => closeBrowser())

  test('{$self} has no serious or critical violation')
    .with(PAGES)
    .run(async ({ assert }, path) => {
      const { page, close } = await openApp(path)
      try {
        // Let lazy content and its loading states settle before judging the page.
        await page.waitForLoadState('networkidle')
        const serious = await seriousViolations(page)
        assert.deepEqual(serious, [], path)
      } finally {
        await close()
      }
    })

  test('a serious violation on a page is found', async ({ assert }) => {
    const { page, close } = await openApp(pathFor('about', 'en'))
    try {
      await page.evaluate(() =>
        document.querySelector('main')!.append(document.createElement('button'))
      )
      const serious = await seriousViolations(page)
      assert.lengthOf(serious, 1)
      assert.match(serious[0], /^button-name: /)
    } finally {
      await close()
    }
  })
})
