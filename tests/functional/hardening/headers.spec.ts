import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent } from '#tests/helpers/http'

/**
 * The policy every answer carries, whatever it is. A JSON answer, never a document a browser
 * runs, may load nothing at all; a page or a file may load only what the apps serve.
 */
function assertPolicy(assert: any, headers: Headers, what: string) {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what)
  assert.equal(headers.get('x-frame-options'), 'DENY', what)
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what)
  const csp = headers.get('content-security-policy') ?? ''
  if (headers.get('content-type')?.startsWith('application/json')) {
    assert.equal(csp, "default-src 'none'; frame-ancestors 'none'", what)
  } else {
    assert.include(csp, "script-src 'self'", what)
    assert.include(csp, "frame-ancestors 'none'", what)
    assert.include(csp, "object-src 'none'", what)
    assert.notInclude(
      csp.split(';').find((rule) => rule.includes('script-src')) ?? '',
      'unsafe',
      what
    )
  }
  // Plain HTTP here: no HSTS (a browser would pin a scheme it never reached over TLS).
  assert.isNull(headers.get('strict-transport-security'), what)
}

test.group('Security headers and cookies', (group) => {
  isolateEachTest(group)

  test('HTML pages of both apps, JSON, errors, CSV and static files all carry the policy', async ({
    assert,
  }) => {
    const visitor = new BrowserAgent()
    const { agent: staff } = await signedIn('staff')
    const adminAsset = readdirSync(app.makePath('admin-web/dist/assets')).find((name) =>
      name.endsWith('.js')
    )
    const answers = {
      'customer page': await visitor.get('/', { accept: 'text/html' }),
      'back-office page': await visitor.get('/admin/orders', { accept: 'text/html' }),
      'JSON': await visitor.get('/api/blog/posts'),
      'JSON error': await visitor.get('/api/orders'),
      'CSV': await staff.get('/api/admin/users.csv'),
      'static file': await visitor.get('/favicon.svg'),
      'script': await visitor.get(`/admin/assets/${adminAsset}`),
    }
    for (const [what, response] of Object.entries(answers)) {
      assert.isBelow(response.status, 500, what)
      assertPolicy(assert, response.headers, what)
    }
    assert.include(answers['CSV'].headers.get('content-type'), 'text/csv')
    assert.include(answers['JSON error'].headers.get('content-type'), 'application/json')
  })

  test('the apps run without inline script, so the policy holds them', async ({ assert }) => {
    for (const path of ['/', '/es/contacto', '/admin', '/admin/orders']) {
      const page = await new BrowserAgent().get(path, { accept: 'text/html' })
      const scripts = [...String(page.body).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      assert.isAbove(scripts.length, 0, path)
      for (const [, attributes, body] of scripts) {
        assert.match(attributes, /\bsrc="\/[^"]+"/, path)
        assert.equal(body.trim(), '', path)
      }
      assert.notMatch(String(page.body), /\son[a-z]+="/, path)
    }
  })

  test('over plain HTTP cookies are not Secure, and an untrusted X-Forwarded-Proto changes nothing', async ({
    assert,
  }) => {
    const { user } = await signedIn('customer')
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const agent = new BrowserAgent(headers)
      const response = await agent.post('/api/auth/login', {
        email: user.email,
        password: DEFAULT_PASSWORD,
      })
      const cookies = response.headers.getSetCookie()
      assert.isAbove(cookies.length, 0)
      for (const cookie of cookies) assert.notMatch(cookie, /;\s*secure/i)
      assert.isNull(response.headers.get('strict-transport-security'))
      // The cookie works: the browser signed in over plain HTTP.
      assert.equal((await agent.get('/api/auth/user')).status, 200)
    }
  })
})
