import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import HelpArticle from '#models/help_article'
import BlogPost from '#models/blog_post'
import ContentSeeder, { seedContent } from '#database/seeders/content_seeder'
import { isolateEachTest } from '#tests/helpers/database'
import { visitor } from './fixtures.js'

const LANGUAGES = ['en', 'es', 'ar'] as const
const ARABIC = /[\u0600-\u06FF]/

test.group('Seeded content', (group) => {
  isolateEachTest(group)

  test('the help center: the six topics and more, in three languages', async ({ assert }) => {
    await seedContent()
    const slugsByLanguage: Record<string, string[]> = {}
    for (const language of LANGUAGES) {
      const categories = (await visitor(language).get('/api/help/categories')).body
      assert.isAtLeast(categories.length, 3, language)
      const articles = (await visitor(language).get('/api/help/articles')).body
      slugsByLanguage[language] = articles.map((article: { slug: string }) => article.slug)
      for (const slug of [
        'how-your-us-address-works',
        'package-consolidation',
        'dimensional-weight',
        'customs-duties-and-taxes',
        'prohibited-items',
        'returns-policy',
      ]) {
        const article = await visitor(language).get(`/api/help/articles/${slug}`)
        assert.equal(article.status, 200, `${language} ${slug}`)
        assert.isAbove(article.body.body.length, 800, `${language} ${slug} is a real article`)
        if (language === 'ar') assert.match(article.body.title, ARABIC)
        else assert.notMatch(article.body.body, ARABIC)
        assert.notMatch(article.body.body, /lorem ipsum/i)
      }
    }
    assert.deepEqual(slugsByLanguage.es, slugsByLanguage.en, 'the same articles in Spanish')
    assert.deepEqual(slugsByLanguage.ar, slugsByLanguage.en, 'the same articles in Arabic')
  })

  test('the dimensional-weight article carries the worked example', async ({ assert }) => {
    await seedContent()
    const en = (await visitor().get('/api/help/articles/dimensional-weight')).body.body
    // 20 × 16 × 12 = 3,840 in³ ÷ 139 = 27.63 → 28 lb billable for a 2 lb item.
    assert.include(en, '3,840 ÷ 139 = 27.63, rounded up to 28 lb')
    assert.include(en, '1,120 ÷ 139 = 8.06, rounded up to 8.5 lb')
    const ar = (await visitor('ar').get('/api/help/articles/dimensional-weight')).body.body
    assert.include(ar, '3840 ÷ 139 = 27.63')
  })

  test('search works on the seeded help center in each language', async ({ assert }) => {
    await seedContent()
    for (const [language, q, slug] of [
      ['en', 'restocking fee', 'returns-policy'],
      ['es', 'peso volumétrico', 'dimensional-weight'],
      ['ar', 'الرسوم الجمركية', 'customs-duties-and-taxes'],
    ]) {
      const found = await visitor(language).get(`/api/help/articles?q=${encodeURIComponent(q)}`)
      assert.include(
        found.body.map((article: { slug: string }) => article.slug),
        slug,
        `${language}: ${q}`
      )
    }
  })

  test('the blog: four posts in two categories per language, with approved comments', async ({
    assert,
  }) => {
    await seedContent()
    for (const language of LANGUAGES) {
      const posts = await visitor(language).get('/api/blog/posts')
      assert.equal(posts.headers.get('x-total-count'), '4', language)
      const categories = (await visitor(language).get('/api/blog/categories')).body
      assert.isAtLeast(categories.length, 2)
      for (const post of posts.body) {
        assert.isString(post.author)
        assert.isString(post.excerpt)
        if (language === 'ar') assert.match(post.title, ARABIC)
      }
    }
    const post = await visitor('es').get(
      '/api/blog/posts/five-ways-to-pay-less-for-international-shipping'
    )
    assert.deepEqual(
      post.body.comments.map((comment: { name: string }) => comment.name),
      ['Carlos M.']
    )
  })

  test('the seeder writes into an empty database only', async ({ assert }) => {
    await new ContentSeeder(db.connection()).run()
    await new ContentSeeder(db.connection()).run()
    assert.lengthOf(await HelpArticle.query().where('locale', 'en'), 7)
    assert.lengthOf(await BlogPost.query().where('locale', 'en'), 4)
  })
})
