import { test } from '@japa/runner'
import BlogComment from '#models/blog_comment'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent, fieldErrors, messageFor } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { blogCategory, blogPost, helpArticle, helpCategory, visitor } from './fixtures.js'

const ARTICLE = {
  locale: 'es',
  slug: 'Customs-Duties',
  category: 'customs',
  title: 'Aduanas e impuestos',
  summary: 'Qué pagas al recibir tu paquete',
  body: 'Los aranceles van del 0 % a más del 50 %.',
  position: 4,
}

const POST = {
  locale: 'en',
  slug: 'holiday-cutoffs',
  category: 'news',
  title: 'Holiday shipping cut-offs',
  excerpt: 'Order by December 8 for Christmas delivery.',
  body: 'Our warehouse ships six days a week through December.',
  author: 'Avery Collins',
}

test.group('Back office: help articles', (group) => {
  isolateEachTest(group)

  test('staff write a draft, publish it, edit it and take it back', async ({ assert }) => {
    await helpCategory('es', 'customs', 'Aduanas')
    await helpCategory('es', 'shipping', 'Envíos')
    const { agent } = await signedIn('staff')

    const created = await agent.post('/api/admin/help-articles', ARTICLE)
    assert.equal(created.status, 201)
    assert.containsSubset(created.body, {
      locale: 'es',
      slug: 'customs-duties',
      title: 'Aduanas e impuestos',
      category: { slug: 'customs', name: 'Aduanas' },
      position: 4,
      published: false,
      publishedAt: null,
    })
    const id = created.body.id
    assert.equal((await visitor('es').get('/api/help/articles/customs-duties')).status, 404)

    const published = await agent.post(`/api/admin/help-articles/${id}/publish`)
    assert.equal(published.status, 200)
    assert.isTrue(published.body.published)
    const live = await visitor('es').get('/api/help/articles/customs-duties')
    assert.equal(live.body.body, 'Los aranceles van del 0 % a más del 50 %.')

    const edited = await agent.request('PATCH', `/api/admin/help-articles/${id}`, {
      title: 'Aduanas, aranceles e impuestos',
      category: 'shipping',
    })
    assert.equal(edited.status, 200)
    assert.equal(edited.body.title, 'Aduanas, aranceles e impuestos')
    assert.deepEqual(edited.body.category, { slug: 'shipping', name: 'Envíos' })
    assert.equal(edited.body.publishedAt, published.body.publishedAt, 'still published')

    assert.equal((await agent.post(`/api/admin/help-articles/${id}/unpublish`)).status, 200)
    assert.equal((await visitor('es').get('/api/help/articles/customs-duties')).status, 404)
    assert.equal((await agent.get(`/api/admin/help-articles/${id}`)).body.published, false)
  })

  test('a slug is unique per language and the category must exist in it', async ({ assert }) => {
    const customs = await helpCategory('es', 'customs', 'Aduanas')
    await helpCategory('en', 'customs', 'Customs')
    await helpArticle(customs, { slug: 'customs-duties', title: 'Aduanas', body: 'Texto' })
    // Staff read messages in their saved language.
    const { agent } = await signedIn('admin', { locale: 'es' })

    const taken = await agent.post('/api/admin/help-articles', ARTICLE)
    assert.equal(taken.status, 422)
    assert.equal(
      messageFor(taken.body, 'slug'),
      'La dirección «customs-duties» ya se usa en este idioma'
    )

    const english = await agent.post('/api/admin/help-articles', { ...ARTICLE, locale: 'en' })
    assert.equal(english.status, 201, 'the same slug in another language is fine')

    const noCategory = await agent.post('/api/admin/help-articles', {
      ...ARTICLE,
      locale: 'ar',
    })
    assert.equal(noCategory.status, 422)
    assert.equal(
      messageFor(noCategory.body, 'category'),
      'No existe la categoría «customs» en este idioma'
    )
  })

  test('a draft needs a well-formed slug, a title and a body', async ({ assert }) => {
    const { agent } = await signedIn('staff', { locale: 'es' })
    const response = await agent.post('/api/admin/help-articles', {
      locale: 'xx',
      slug: 'not a slug!',
      category: 'customs',
      title: '',
      body: '',
    })
    const refused = fieldErrors(response)
    assert.containSubset(refused, { locale: 'Selecciona una opción', slug: 'Formato no válido' })
    assert.match(refused.title!, /^El título/)
    assert.match(refused.body!, /^El texto/)
  })

  test('the list: simple-rest paging, sorting, filters and search', async ({ assert }) => {
    const en = await helpCategory('en', 'shipping', 'Shipping')
    const es = await helpCategory('es', 'shipping', 'Envíos')
    await helpArticle(en, { slug: 'a', title: 'Alpha weight', body: 'x', position: 2 })
    await helpArticle(en, { slug: 'b', title: 'Bravo', body: 'x', position: 1, published: false })
    await helpArticle(es, { slug: 'c', title: 'Charlie peso', body: 'x', position: 3 })
    const { agent } = await signedIn('staff')

    const all = await agent.get('/api/admin/help-articles?_sort=position&_order=asc')
    assert.equal(all.headers.get('x-total-count'), '3')
    assert.deepEqual(
      all.body.map((article: { slug: string }) => article.slug),
      ['b', 'a', 'c']
    )
    const page = await agent.get(
      '/api/admin/help-articles?_sort=position&_order=asc&_start=1&_end=2'
    )
    assert.deepEqual(
      page.body.map((article: { slug: string }) => article.slug),
      ['a']
    )
    const drafts = await agent.get('/api/admin/help-articles?status=draft')
    assert.deepEqual(
      drafts.body.map((article: { slug: string }) => article.slug),
      ['b']
    )
    const spanish = await agent.get('/api/admin/help-articles?locale=es')
    assert.equal(spanish.headers.get('x-total-count'), '1')
    const search = await agent.get('/api/admin/help-articles?q=weight')
    assert.deepEqual(
      search.body.map((article: { slug: string }) => article.slug),
      ['a']
    )
    assert.equal((await agent.get('/api/admin/help-articles/999999')).status, 404)
  })
})

test.group('Back office: blog posts and comments', (group) => {
  isolateEachTest(group)

  test('staff write a post, publish it and it joins the blog', async ({ assert }) => {
    await blogCategory('en', 'news', 'News')
    const { agent } = await signedIn('staff')

    const created = await agent.post('/api/admin/blog-posts', POST)
    assert.equal(created.status, 201)
    assert.containsSubset(created.body, {
      slug: 'holiday-cutoffs',
      author: 'Avery Collins',
      published: false,
      publishedAt: null,
    })
    assert.deepEqual((await visitor().get('/api/blog/posts')).body, [])

    const published = await agent.post(`/api/admin/blog-posts/${created.body.id}/publish`)
    assert.isString(published.body.publishedAt)
    const again = await agent.post(`/api/admin/blog-posts/${created.body.id}/publish`)
    assert.equal(again.body.publishedAt, published.body.publishedAt, 'the first date is kept')

    const blog = await visitor().get('/api/blog/posts')
    assert.deepEqual(
      blog.body.map((post: { title: string }) => post.title),
      ['Holiday shipping cut-offs']
    )

    const edited = await agent.request('PATCH', `/api/admin/blog-posts/${created.body.id}`, {
      excerpt: null,
      author: 'Daniel Ortega',
    })
    assert.equal(edited.status, 200)
    assert.isNull(edited.body.excerpt)
    assert.equal(edited.body.author, 'Daniel Ortega')

    const list = await agent.get('/api/admin/blog-posts?status=published')
    assert.equal(list.headers.get('x-total-count'), '1')
  })

  test('moderation: the queue of pending comments, approve and reject', async ({ assert }) => {
    const news = await blogCategory('en', 'news', 'News')
    await blogPost(news, { slug: 'hours', title: 'New warehouse hours' })
    for (const name of ['Amira', 'Bruno']) {
      await visitor().post('/api/blog/posts/hours/comments', {
        name,
        email: `${name.toLowerCase()}@example.com`,
        message: `Thanks from ${name}`,
      })
    }
    const { agent } = await signedIn('staff')

    const queue = await agent.get('/api/admin/comments?status=pending&_sort=createdAt&_order=asc')
    assert.equal(queue.status, 200)
    assert.equal(queue.headers.get('x-total-count'), '2')
    assert.containsSubset(queue.body[0], {
      name: 'Amira',
      email: 'amira@example.com',
      status: 'pending',
      post: { slug: 'hours', title: 'New warehouse hours', locale: 'en' },
    })
    const [amira, bruno] = queue.body

    const approved = await agent.post(`/api/admin/comments/${amira.id}/approve`)
    assert.equal(approved.status, 200)
    assert.equal(approved.body.status, 'approved')
    assert.isString(approved.body.moderatedAt)
    assert.equal(
      (await agent.post(`/api/admin/comments/${bruno.id}/reject`)).body.status,
      'rejected'
    )

    const post = await visitor().get('/api/blog/posts/hours')
    assert.deepEqual(
      post.body.comments.map((comment: { name: string }) => comment.name),
      ['Amira']
    )
    const search = await agent.get('/api/admin/comments?q=bruno')
    assert.deepEqual(
      search.body.map((comment: { name: string }) => comment.name),
      ['Bruno']
    )
    assert.equal(
      (await agent.get('/api/admin/comments?status=pending')).headers.get('x-total-count'),
      '0'
    )
    assert.equal((await agent.post('/api/admin/comments/999999/approve')).status, 404)
    assert.equal((await BlogComment.findOrFail(bruno.id)).status, 'rejected')
  })
})

/** Every back-office content route, as the route table of api/start/routes/content.ts has it. */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/help-articles'],
  ['POST', '/api/admin/help-articles'],
  ['GET', '/api/admin/help-articles/1'],
  ['PATCH', '/api/admin/help-articles/1'],
  ['POST', '/api/admin/help-articles/1/publish'],
  ['POST', '/api/admin/help-articles/1/unpublish'],
  ['GET', '/api/admin/blog-posts'],
  ['POST', '/api/admin/blog-posts'],
  ['GET', '/api/admin/blog-posts/1'],
  ['PATCH', '/api/admin/blog-posts/1'],
  ['POST', '/api/admin/blog-posts/1/publish'],
  ['POST', '/api/admin/blog-posts/1/unpublish'],
  ['GET', '/api/admin/comments'],
  ['POST', '/api/admin/comments/1/approve'],
  ['POST', '/api/admin/comments/1/reject'],
]

test.group('Back office content: access', (group) => {
  isolateEachTest(group)

  test('a customer gets 403 and a visitor 401 on every content route', async ({ assert }) => {
    const { agent: customer } = await signedIn('customer')
    const stranger = new BrowserAgent()
    for (const [method, path] of ADMIN_ROUTES) {
      const body = method === 'GET' ? undefined : {}
      assert.equal((await customer.request(method, path, body)).status, 403, `${method} ${path}`)
      assert.equal((await stranger.request(method, path, body)).status, 401, `${method} ${path}`)
    }
  })
})
