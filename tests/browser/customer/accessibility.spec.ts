import { test } from '@japa/runner'
import { closeBrowser, seriousViolations } from '#tests/helpers/browser'
import { LANGUAGES, ROUTES, pathFor, type RouteId } from '#customer-routes'
import { BLOG_CATEGORIES, BLOG_POSTS } from '#database/content/blog'
import { HELP_ARTICLES, HELP_CATEGORIES } from '#database/content/help'
import { openApp } from './support.js'

/** The slug of a seeded entry of each detail page (their not-found state: content_pages.spec.ts). */
const SEEDED_SLUG: Record<string, string> = {
  helpCategory: HELP_CATEGORIES[0].slug,
  helpArticle: HELP_ARTICLES[0].slug,
  blogCategory: BLOG_CATEGORIES[0].slug,
  blogPost: BLOG_POSTS[0].slug,
}

/** Every visitor page, in every language. */
const PAGES = ROUTES.filter(
  (route) => route.access !== 'private' && !('external' in route && route.external)
).flatMap((route) =>
  LANGUAGES.map((lang) =>
    pathFor(
      route.id as RouteId,
      lang,
      route.id in SEEDED_SLUG ? { slug: SEEDED_SLUG[route.id] } : {}
    )
  )
)

test.group('Customer app: accessibility (axe-core)', (group) => {
  group.teardown(() => closeBrowser())

  test('{$self} has no serious or critical violation')
    .with(PAGES)
    .run(async ({ assert }, path) => {
      const { page } = await openApp(path)
      // Let lazy content and its loading states settle before judging the page.
      await page.waitForLoadState('networkidle')
      const serious = await seriousViolations(page)
      assert.deepEqual(serious, [], path)
    })

  test('a serious violation on a page is found', async ({ assert }) => {
    const { page } = await openApp(pathFor('about', 'en'))
    await page.evaluate(() =>
      document.querySelector('main')!.append(document.createElement('button'))
    )
    const serious = await seriousViolations(page)
    assert.lengthOf(serious, 1)
    assert.match(serious[0], /^button-name: /)
  })
})
