import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import BlogComment from '#models/blog_comment'
import type BlogPost from '#models/blog_post'
import { fieldErrors } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { blogCategory, blogPost, visitor, assertTakenIn } from './fixtures.js'

const COMMENT_THANKS = 'Thank you! Your comment will appear once a moderator has approved it.'

async function blog() {
  const guides = await blogCategory('en', 'shipping-guides', 'Shipping guides', 1)
  const dimensional = await blogPost(guides, {
    slug: 'dimensional-weight',
    title: 'Dimensional weight',
    daysAgo: 3,
  })
  await blogPost(guides, { slug: 'consolidate', title: 'Consolidate and save', daysAgo: 1 })

  const news = await blogCategory('en', 'news', 'News', 2)
  await blogPost(news, { slug: 'new-warehouse-hours', title: 'New warehouse hours', daysAgo: 2 })
  const draft = await blogPost(news, {
    slug: 'black-friday',
    title: 'Black Friday',
    published: false,
  })

  await blogCategory('en', 'drafts-only', 'Drafts only', 3)

  const guias = await blogCategory('es', 'shipping-guides', 'Guías de envío', 1)
  await blogPost(guias, { slug: 'dimensional-weight', title: 'Peso volumétrico', daysAgo: 3 })
  return { dimensional, draft }
}

function comment(post: BlogPost, name: string, status: 'pending' | 'approved' | 'rejected') {
  return BlogComment.create({
    blogPostId: post.id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: `${name} says thanks`,
    status,
  })
}

const slugs = (body: { slug: string }[]) => body.map((item) => item.slug)

test.group('Blog', (group) => {
  isolateEachTest(group)

  test('categories with published posts, counted, in the visitor’s language', async ({
    assert,
  }) => {
    await blog()
    const en = await visitor().get('/api/blog/categories')
    assert.equal(en.status, 200)
    assert.isNull(en.headers.get('set-cookie'))
    assert.deepEqual(en.body, [
      { slug: 'shipping-guides', name: 'Shipping guides', description: null, postCount: 2 },
      { slug: 'news', name: 'News', description: null, postCount: 1 },
    ])
    const es = await visitor('es').get('/api/blog/categories')
    assert.deepEqual(es.body, [
      { slug: 'shipping-guides', name: 'Guías de envío', description: null, postCount: 1 },
    ])
  })

  test('published posts, newest first, paged, of a category', async ({ assert }) => {
    const { dimensional } = await blog()
    await dimensional.refresh()
    const all = await visitor().get('/api/blog/posts')
    assert.equal(all.status, 200)
    assert.equal(all.headers.get('x-total-count'), '3')
    assert.deepEqual(slugs(all.body), ['consolidate', 'new-warehouse-hours', 'dimensional-weight'])
    assert.deepEqual(all.body[2], {
      slug: 'dimensional-weight',
      title: 'Dimensional weight',
      excerpt: 'Dimensional weight: the short version',
      author: 'Sigma team',
      publishedAt: dimensional.publishedAt!.toISO(),
      category: { slug: 'shipping-guides', name: 'Shipping guides' },
    })

    const page = await visitor().get('/api/blog/posts?_start=1&_end=2')
    assert.equal(page.headers.get('x-total-count'), '3')
    assert.deepEqual(slugs(page.body), ['new-warehouse-hours'])

    const guides = await visitor().get('/api/blog/posts?category=shipping-guides')
    assert.deepEqual(slugs(guides.body), ['consolidate', 'dimensional-weight'])
    assert.deepEqual((await visitor().get('/api/blog/posts?category=nope')).body, [])

    const es = await visitor('es').get('/api/blog/posts')
    assert.deepEqual(
      es.body.map((post: { title: string }) => post.title),
      ['Peso volumétrico']
    )
  })

  test('a post shows its approved comments only, without email addresses', async ({ assert }) => {
    const { dimensional } = await blog()
    const first = await comment(dimensional, 'Amira', 'approved')
    await comment(dimensional, 'Pending', 'pending')
    await comment(dimensional, 'Spammy', 'rejected')
    await comment(dimensional, 'Bruno', 'approved')

    const response = await visitor().get('/api/blog/posts/dimensional-weight')
    assert.equal(response.status, 200)
    assert.equal(response.body.title, 'Dimensional weight')
    assert.equal(response.body.body, 'Dimensional weight\n\nThe whole story.')
    assert.deepEqual(response.body.category, { slug: 'shipping-guides', name: 'Shipping guides' })
    assert.deepEqual(
      response.body.comments.map((c: { name: string }) => c.name),
      ['Amira', 'Bruno']
    )
    assert.deepEqual(response.body.comments[0], {
      id: first.id,
      name: 'Amira',
      message: 'Amira says thanks',
      createdAt: (await first.refresh()).createdAt.toISO(),
    })
  })

  test('an unknown or unpublished post is a translated 404', async ({ assert }) => {
    await blog()
    for (const [language, slug, message] of [
      ['en', 'no-such-post', 'Blog post not found'],
      ['en', 'black-friday', 'Blog post not found'],
      ['es', 'consolidate', 'No se encontró la entrada del blog'],
      ['ar', 'black-friday', 'لم يُعثر على مقال المدونة'],
    ]) {
      const response = await visitor(language).get(`/api/blog/posts/${slug}`)
      assert.equal(response.status, 404, slug)
      assert.deepEqual(response.body, { errors: [{ message }] })
    }
  })
})

test.group('Blog comments', (group) => {
  isolateEachTest(group)

  test('a comment is held for moderation: invisible until approved', async ({ assert }) => {
    const { dimensional } = await blog()
    const sent = await visitor('es').post('/api/blog/posts/consolidate/comments', {
      name: 'Lucía',
      email: 'lucia@example.mx',
      message: 'Great tip, I saved 40% on my last box.',
    })
    assert.equal(sent.status, 404, 'the Spanish blog has no such post')

    const response = await visitor().post('/api/blog/posts/dimensional-weight/comments', {
      name: '  Omar ',
      email: 'omar@example.com',
      message: 'Does this apply to FedEx Economy too?',
    })
    assertTakenIn(assert, response, COMMENT_THANKS)

    const held = await BlogComment.firstOrFail()
    assert.equal(held.status, 'pending')
    assert.equal(held.blogPostId, dimensional.id)
    assert.equal(held.name, 'Omar')
    assert.equal(held.ip, '127.0.0.1')

    const before = await visitor().get('/api/blog/posts/dimensional-weight')
    assert.deepEqual(before.body.comments, [])

    held.merge({ status: 'approved', moderatedAt: DateTime.utc() })
    await held.save()
    const after = await visitor().get('/api/blog/posts/dimensional-weight')
    assert.deepEqual(
      after.body.comments.map((c: { message: string }) => c.message),
      ['Does this apply to FedEx Economy too?']
    )
  })

  test('name, email and message are required; refusals in the visitor’s language', async ({
    assert,
  }) => {
    await blog()
    const en = await visitor().post('/api/blog/posts/dimensional-weight/comments', {
      name: '',
      email: 'not-an-email',
      message: '  ',
    })
    assert.containSubset(fieldErrors(en), {
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    })

    const es = await visitor('es').post('/api/blog/posts/dimensional-weight/comments', {})
    const spanish = fieldErrors(es)
    assert.containSubset(spanish, {
      name: 'El nombre es obligatorio',
      email: 'El correo electrónico es obligatorio',
    })
    assert.isString(spanish.message)
    assert.lengthOf(await BlogComment.all(), 0)
  })

  test('comments on unknown or unpublished posts are a 404', async ({ assert }) => {
    await blog()
    const form = { name: 'Ana', email: 'ana@example.com', message: 'Hello' }
    for (const slug of ['no-such-post', 'black-friday']) {
      const response = await visitor().post(`/api/blog/posts/${slug}/comments`, form)
      assert.equal(response.status, 404)
      assert.deepEqual(response.body, { errors: [{ message: 'Blog post not found' }] })
    }
    assert.lengthOf(await BlogComment.all(), 0)
  })

  test('a filled spam trap is answered like any comment, then dropped', async ({ assert }) => {
    await blog()
    const response = await visitor().post('/api/blog/posts/dimensional-weight/comments', {
      name: 'Cheap Pills',
      email: 'bot@example.com',
      message: 'Visit my site',
      website: 'https://spam.example',
    })
    assertTakenIn(assert, response, COMMENT_THANKS)
    assert.lengthOf(await BlogComment.all(), 0)
  })

  test('10 comments per address per 10 minutes, then a translated 429', async ({ assert }) => {
    await blog()
    const agent = visitor('es')
    const form = { name: 'Lucía', email: 'lucia@example.mx', message: '¡Gracias!' }
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await agent.post('/api/blog/posts/dimensional-weight/comments', form)
      assert.equal(response.status, 202)
    }
    const limited = await agent.post('/api/blog/posts/dimensional-weight/comments', form)
    assert.equal(limited.status, 429)
    assert.isAtMost(Number(limited.headers.get('retry-after')), 10 * 60)
    assert.match(limited.body.errors[0].message, /^Demasiados intentos/)
    assert.lengthOf(await BlogComment.all(), 10)
  })
})
