import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import {
  blogCategory,
  blogPost,
  helpArticle,
  helpCategory,
  visitor,
} from '#tests/functional/content/fixtures'

/*
 * As a browser revalidates its cached copy. (fetch() itself would add "Cache-Control: no-cache"
 * to a request carrying If-None-Match, which asks the server for a full answer.)
 */
const revalidating = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' })

test.group('Public data is cacheable, per language', (group) => {
  isolateEachTest(group)

  test('countries: kept an hour, a copy per language, 304 while unchanged', async ({ assert }) => {
    const english = await visitor('en').get('/api/countries')
    assert.equal(english.status, 200)
    assert.equal(english.headers.get('cache-control'), 'public, max-age=3600')
    assert.equal(english.headers.get('vary'), 'Accept-Language')
    assert.match(english.headers.get('content-type')!, /^application\/json/)
    assert.equal(english.headers.get('x-total-count'), String(english.body.length))
    const etag = english.headers.get('etag')!
    assert.match(etag, /^"[\w-]+"$/)

    const unchanged = await visitor('en').get('/api/countries', revalidating(etag))
    assert.equal(unchanged.status, 304)
    assert.isNull(unchanged.body)

    const arabic = await visitor('ar').get('/api/countries', revalidating(etag))
    assert.equal(arabic.status, 200)
    assert.notEqual(arabic.headers.get('etag'), etag)
    assert.equal(
      arabic.body.find((country: { code: string }) => country.code === 'SA').name,
      'السعودية'
    )
  })

  test('blog and help lists: always revalidated, 304 until staff publish something', async ({
    assert,
  }) => {
    const news = await blogCategory('en', 'news', 'News')
    await blogPost(news, { slug: 'cutoffs', title: 'Holiday cut-offs' })
    const customs = await helpCategory('en', 'customs', 'Customs')
    await helpArticle(customs, { slug: 'duties', title: 'Duties', body: 'What you pay.' })

    for (const [path, addOne] of [
      ['/api/blog/posts', () => blogPost(news, { slug: 'rates', title: 'New rates' })],
      [
        '/api/help/articles',
        () => helpArticle(customs, { slug: 'limits', title: 'Limits', body: 'Weight.' }),
      ],
    ] as const) {
      const first = await visitor('en').get(path)
      assert.equal(first.status, 200, path)
      assert.equal(first.headers.get('cache-control'), 'public, no-cache', path)
      assert.equal(first.headers.get('vary'), 'Accept-Language', path)
      const etag = first.headers.get('etag')!
      assert.isString(etag, path)

      const unchanged = await visitor('en').get(path, revalidating(etag))
      assert.equal(unchanged.status, 304, path)

      await addOne()
      const changed = await visitor('en').get(path, revalidating(etag))
      assert.equal(changed.status, 200, path)
      assert.lengthOf(changed.body, 2, path)
      assert.notEqual(changed.headers.get('etag'), etag, path)
    }
  })
})
