import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { helpArticle, helpCategory, visitor } from './fixtures.js'

/** Two languages of a small help center, with a draft that visitors must never see. */
async function helpCenter() {
  const shipping = await helpCategory('en', 'shipping', 'Shipping', 2)
  const account = await helpCategory('en', 'getting-started', 'Getting started', 1)
  await helpCategory('en', 'empty', 'Nothing published yet', 3)
  const envios = await helpCategory('es', 'shipping', 'Envíos', 2)

  const address = await helpArticle(account, {
    slug: 'your-us-address',
    title: 'How your US address works',
    body: 'Use your suite number SG-48213 on every order so the warehouse knows the parcel is yours.',
    position: 1,
  })
  await helpArticle(shipping, {
    slug: 'dimensional-weight',
    title: 'Dimensional weight',
    body: 'Carriers bill the larger of actual and dimensional weight: L×W×H/139, 100% of the time.',
    position: 2,
  })
  await helpArticle(shipping, {
    slug: 'consolidation',
    title: 'Consolidation',
    body: 'We combine several parcels into one box to save on international shipping.',
    position: 3,
  })
  await helpArticle(shipping, {
    slug: 'upcoming-feature',
    title: 'A draft about insurance',
    body: 'Not ready: shipping insurance details.',
    published: false,
  })
  await helpArticle(envios, {
    slug: 'consolidation',
    title: 'Consolidación',
    body: 'Combinamos varios paquetes en una sola caja para ahorrar en el envío internacional.',
  })
  return { address }
}

test.group('Help center', (group) => {
  isolateEachTest(group)

  test('categories with something published, in order, counted, in the visitor’s language', async ({
    assert,
  }) => {
    await helpCenter()
    const en = await visitor('en').get('/api/help/categories')
    assert.equal(en.status, 200)
    assert.isNull(en.headers.get('set-cookie'), 'public reads start no session')
    assert.deepEqual(en.body, [
      {
        slug: 'getting-started',
        name: 'Getting started',
        description: 'Getting started questions',
        articleCount: 1,
      },
      { slug: 'shipping', name: 'Shipping', description: 'Shipping questions', articleCount: 2 },
    ])

    const es = await visitor('es-MX,es;q=0.9').get('/api/help/categories')
    assert.deepEqual(
      es.body.map((category: { name: string }) => category.name),
      ['Envíos']
    )
  })

  test('the published articles of the language, of one category, in their order', async ({
    assert,
  }) => {
    const { address } = await helpCenter()
    await address.refresh()
    const all = await visitor().get('/api/help/articles')
    assert.equal(all.status, 200)
    assert.deepEqual(
      all.body.map((article: { slug: string }) => article.slug),
      ['your-us-address', 'dimensional-weight', 'consolidation']
    )
    assert.deepEqual(all.body[0], {
      slug: 'your-us-address',
      title: 'How your US address works',
      summary: 'How your US address works in short',
      category: { slug: 'getting-started', name: 'Getting started' },
      updatedAt: address.updatedAt.toISO(),
    })

    const shipping = await visitor().get('/api/help/articles?category=shipping')
    assert.deepEqual(
      shipping.body.map((article: { slug: string }) => article.slug),
      ['dimensional-weight', 'consolidation']
    )
    const unknown = await visitor().get('/api/help/articles?category=no-such-category')
    assert.deepEqual(unknown.body, [])
  })

  test('search finds every word in the title or body, in the request language only', async ({
    assert,
  }) => {
    await helpCenter()
    const search = async (q: string, language = 'en') =>
      (await visitor(language).get(`/api/help/articles?q=${encodeURIComponent(q)}`)).body.map(
        (article: { slug: string }) => article.slug
      )

    assert.deepEqual(await search('suite'), ['your-us-address'], 'a word of the body')
    assert.deepEqual(await search('CONSOLIDATION'), ['consolidation'], 'any case')
    assert.deepEqual(await search('weight carriers'), ['dimensional-weight'], 'all words')
    assert.deepEqual(await search('weight parcels'), [], 'all words, not any')
    assert.deepEqual(await search('insurance'), [], 'drafts are not searched')
    assert.deepEqual(await search('caja'), [], 'Spanish text is not in the English help')
    assert.deepEqual(await search('caja', 'es'), ['consolidation'])
    assert.deepEqual(await search('100%'), ['dimensional-weight'], '% is text, not a wildcard')
    assert.deepEqual(await search('_'), [], '_ is text, not a wildcard')
  })

  test('an article in the visitor’s language, with its body and category', async ({ assert }) => {
    await helpCenter()
    const en = await visitor().get('/api/help/articles/consolidation')
    assert.equal(en.status, 200)
    assert.equal(en.body.title, 'Consolidation')
    assert.equal(
      en.body.body,
      'We combine several parcels into one box to save on international shipping.'
    )
    assert.deepEqual(en.body.category, { slug: 'shipping', name: 'Shipping' })

    const es = await visitor('es').get('/api/help/articles/consolidation')
    assert.equal(es.body.title, 'Consolidación')
    assert.deepEqual(es.body.category, { slug: 'shipping', name: 'Envíos' })
  })

  test('an unknown slug, a draft or an article missing in the language is a translated 404', async ({
    assert,
  }) => {
    await helpCenter()
    for (const [language, path, message] of [
      ['en', '/api/help/articles/no-such-article', 'Help article not found'],
      ['en', '/api/help/articles/upcoming-feature', 'Help article not found'],
      ['es', '/api/help/articles/your-us-address', 'No se encontró el artículo de ayuda'],
      ['ar', '/api/help/articles/no-such-article', 'لم يُعثر على مقال المساعدة'],
    ]) {
      const response = await visitor(language).get(path)
      assert.equal(response.status, 404, path)
      assert.deepEqual(response.body, { errors: [{ message }] })
    }
  })
})
