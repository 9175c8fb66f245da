import { test } from '@japa/runner'
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

  test('client-side routes get the customer app index.html', async ({ assert }) => {
    for (const path of ['/', '/about', '/es/contacto', '/orders/ORD-1']) {
      const response = await new BrowserAgent().get(path, { accept: 'text/html' })
      assert.equal(response.status, 200, path)
      assert.include(response.headers.get('content-type'), 'text/html')
      assert.include(response.body, '<div id="root">', path)
    }
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
})
