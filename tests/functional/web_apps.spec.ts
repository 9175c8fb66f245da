import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { BrowserAgent } from '#tests/helpers/http'

test.group('Serving the front ends', () => {
  test('an unknown API path is a JSON 404, translated', async ({ assert }) => {
    const agent = new BrowserAgent()
    const english = await agent.get('/api/no-such-thing')
    assert.equal(english.status, 404)
    assert.deepEqual(english.body, {
      errors: [{ message: 'The requested resource was not found' }],
    })

    const spanish = await agent.post('/api/no/such/thing', {}, { 'accept-language': 'es' })
    assert.equal(spanish.status, 404)
    assert.equal(spanish.body.errors[0].message, 'No se encontró el recurso solicitado')
  })

  test('pages of the route table get index.html in their language, direction and title', async ({
    assert,
  }) => {
    const pages = [
      { path: '/', lang: 'en', dir: 'ltr', title: 'US address and package forwarding worldwide' },
      { path: '/es/contacto', lang: 'es', dir: 'ltr', title: 'Sigma Reenvíos' },
      { path: encodeURI('/ar/حولنا'), lang: 'ar', dir: 'rtl', title: 'من نحن' },
      { path: '/orders', lang: 'en', dir: 'ltr', title: 'Sigma Forwarding' },
    ]
    for (const page of pages) {
      const response = await new BrowserAgent().get(page.path, { accept: 'text/html' })
      assert.equal(response.status, 200, page.path)
      assert.include(response.headers.get('content-type'), 'text/html')
      assert.include(response.body, '<div id="root">', page.path)
      assert.include(response.body, `<html lang="${page.lang}" dir="${page.dir}">`, page.path)
      assert.match(response.body, new RegExp(`<title>[^<]*${page.title}[^<]*</title>`), page.path)
    }
  })

  test('a page carries its description and hreflang alternates', async ({ assert }) => {
    const response = await new BrowserAgent().get('/es/calculadora', { accept: 'text/html' })
    assert.match(response.body, /<meta name="description" content="[^"]{20,}" \/>/)
    const base = process.env.APP_URL
    assert.include(response.body, `hreflang="en" href="${base}/calculator"`)
    assert.include(response.body, `hreflang="es" href="${base}/es/calculadora"`)
    assert.include(response.body, `hreflang="ar" href="${base}${encodeURI('/ar/حاسبة')}"`)
    assert.include(response.body, `hreflang="x-default" href="${base}/calculator"`)
  })

  test('a path outside the route table is a 404 that still renders the app, in the path language', async ({
    assert,
  }) => {
    // Twice: the second answer is the one the server remembered.
    for (const pass of [1, 2]) {
      const response = await new BrowserAgent().get('/es/no-existe', { accept: 'text/html' })
      assert.equal(response.status, 404, `pass ${pass}`)
      assert.include(response.body, '<div id="root">')
      assert.include(response.body, '<html lang="es" dir="ltr">')
    }
  })

  test('legacy and single-word aliases, ?lang and /sitemap are permanent redirects', async ({
    assert,
  }) => {
    const redirects: [string, string][] = [
      ['/spanish/contacto', '/es/contacto'],
      ['/es-ES', '/es/'],
      ['/arabic', '/ar/'],
      ['/calculadora', '/es/calculadora'],
      ['/rastreamento', '/es/seguimiento'],
      [encodeURI('/اتصل'), encodeURI('/ar/اتصل-بنا')],
      ['/about?lang=arabic', encodeURI('/ar/حولنا')],
      ['/es/admin', '/admin?lang=es'],
      [encodeURI('/ar/المدير'), '/admin?lang=ar'],
      ['/sitemap', '/sitemap.xml'],
      ['/robots', '/robots.txt'],
    ]
    for (const [from, to] of [...redirects, ...redirects]) {
      const response = await new BrowserAgent().get(from, { accept: 'text/html' })
      assert.equal(response.status, 301, from)
      assert.equal(response.headers.get('location'), to, from)
    }
  })

  test('the sitemap lists every public page in three languages with alternates', async ({
    assert,
  }) => {
    const response = await new BrowserAgent().get('/sitemap.xml')
    assert.equal(response.status, 200)
    assert.include(response.headers.get('content-type'), 'xml')
    const base = process.env.APP_URL
    for (const path of ['/', '/es/', '/about', '/es/acerca-de', encodeURI('/ar/حولنا'), '/blog']) {
      assert.include(response.body, `<loc>${base}${path}</loc>`, path)
    }
    assert.notInclude(response.body, '/dashboard')
    assert.include(response.body, 'hreflang="ar"')

    const robots = await new BrowserAgent().get('/robots.txt')
    assert.include(robots.body, `Sitemap: ${base}/sitemap.xml`)
  })

  test('/admin paths get the back office index.html', async ({ assert }) => {
    for (const path of ['/admin', '/admin/users']) {
      const response = await new BrowserAgent().get(path, { accept: 'text/html' })
      assert.equal(response.status, 200, path)
      assert.include(response.body, '/admin/assets/', path)
    }
  })

  test('built files are served with long caching; a missing file is a 404', async ({ assert }) => {
    const agent = new BrowserAgent()
    const index = await agent.get('/', { accept: 'text/html' })
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)![1]

    const asset = await agent.get(script)
    assert.equal(asset.status, 200)
    assert.include(asset.headers.get('content-type'), 'javascript')
    assert.include(asset.headers.get('cache-control'), 'immutable')

    assert.equal((await agent.get('/assets/missing-file.js')).status, 404)
    assert.equal((await agent.get('/../package.json')).status, 404)
  })

  test('built files come precompressed, brotli or gzip as the browser takes them', async ({
    assert,
  }) => {
    const agent = new BrowserAgent()
    const index = await agent.get('/', { accept: 'text/html' })
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)![1]
    const onDisk = await readFile(app.makePath('customer-web/dist', script), 'utf8')

    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const asset = await agent.get(script, { 'accept-encoding': accepted })
      assert.equal(asset.status, 200, accepted)
      assert.equal(asset.headers.get('content-encoding'), sent, accepted)
      assert.equal(asset.headers.get('vary'), 'Accept-Encoding', accepted)
      assert.include(asset.headers.get('content-type'), 'javascript', accepted)
      assert.equal(asset.body, onDisk, accepted)
    }
  })

  test('a page answers 304 while the browser holds the same document', async ({ assert }) => {
    const agent = new BrowserAgent()
    const page = await agent.get('/es/seguimiento', { accept: 'text/html' })
    const etag = page.headers.get('etag')!
    assert.isString(etag)
    assert.equal(page.headers.get('cache-control'), 'no-cache')

    const again = await agent.get('/es/seguimiento', {
      'accept': 'text/html',
      'if-none-match': etag,
      'cache-control': 'max-age=0',
    })
    assert.equal(again.status, 304)
    const english = await agent.get('/tracking', { 'accept': 'text/html', 'if-none-match': etag })
    assert.equal(english.status, 200)
  })
})

test.group('Serving the installable customer app', () => {
  test('every page links the manifest, the theme colour and the service worker registration, none inline', async ({
    assert,
  }) => {
    const page = await new BrowserAgent().get(encodeURI('/ar/حولنا'), { accept: 'text/html' })
    assert.include(page.body, '<link rel="manifest" href="/manifest.webmanifest">')
    assert.match(page.body, /<meta name="theme-color" content="#[0-9a-f]{6}" \/>/)
    assert.include(
      page.body,
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">'
    )
    const scripts = page.body.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? []
    assert.include(scripts.join(''), 'src="/registerSW.js"')
    for (const script of scripts) assert.match(script, /\ssrc="\/[^"]+"[^>]*><\/script>$/, script)
  })

  test('the service worker, its registration and the manifest are asked for again on every use', async ({
    assert,
  }) => {
    const agent = new BrowserAgent()
    const files = [
      { path: '/sw.js', type: 'text/javascript' },
      { path: '/registerSW.js', type: 'text/javascript' },
      { path: '/manifest.webmanifest', type: 'application/manifest+json' },
      { path: '/offline/ar.html', type: 'text/html' },
    ]
    for (const file of files) {
      const response = await agent.get(file.path)
      assert.equal(response.status, 200, file.path)
      assert.include(response.headers.get('content-type'), file.type, file.path)
      assert.equal(response.headers.get('cache-control'), 'no-cache', file.path)
      assert.include(response.headers.get('content-security-policy'), "script-src 'self'")

      const etag = response.headers.get('etag')!
      // As a browser revalidates (fetch() would add `Cache-Control: no-cache` to a conditional request).
      const again = await agent.get(file.path, {
        'if-none-match': etag,
        'cache-control': 'max-age=0',
      })
      assert.equal(again.status, 304, file.path)
    }
  })

  test('the service worker caches none of the API', async ({ assert }) => {
    const worker = await new BrowserAgent().get('/sw.js')
    // The precache list, as build paths relative to the worker's own.
    const precached = [...worker.body.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1])
    assert.isAbove(precached.length, 10)
    assert.includeMembers(precached, ['offline/en.html', 'offline/es.html', 'offline/ar.html'])
    assert.includeMembers(precached, ['icons/icon-192.png', 'manifest.webmanifest'])
    const mayHoldData = precached.filter((url) => url.startsWith('api') || url === 'index.html')
    assert.deepEqual(mayHoldData, [])
  })
})
