import { test } from '@japa/runner'
import env from '#start/env'
import { BrowserAgent } from '#tests/helpers/http'

/* .env.test allows https://app.sigma.test only (CORS_ORIGINS). */
test.group('CORS', () => {
  test('a configured origin may call the API with credentials and read x-total-count', async ({
    assert,
  }) => {
    assert.equal(env.get('CORS_ORIGINS'), 'https://app.sigma.test')
    const preflight = await new BrowserAgent().request('OPTIONS', '/api/auth/user', undefined, {
      'origin': 'https://app.sigma.test',
      'access-control-request-method': 'GET',
    })
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.sigma.test')
    assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true')

    const response = await new BrowserAgent().get('/api/health', {
      origin: 'https://app.sigma.test',
    })
    assert.include(response.headers.get('access-control-expose-headers'), 'x-total-count')
  })

  test('any other origin gets no CORS permission', async ({ assert }) => {
    const response = await new BrowserAgent().get('/api/health', { origin: 'https://evil.example' })
    assert.isNull(response.headers.get('access-control-allow-origin'))
  })
})
