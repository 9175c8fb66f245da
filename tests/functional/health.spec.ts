import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { BrowserAgent } from '#tests/helpers/http'

test.group('Health', () => {
  test('reports each dependency: a reachable database with 200', async ({ assert }) => {
    const response = await new BrowserAgent().get('/api/health')
    assert.equal(response.status, 200)
    assert.deepEqual(response.body, {
      status: 'ok',
      database: 'up',
      redis: env.get('REDIS_HOST') ? 'up' : 'not configured',
    })
  })

  test('reports an unreachable database with 503, degraded, within a second', async ({
    assert,
    cleanup,
  }) => {
    const primary = db.primaryConnectionName
    db.manager.add('unreachable', {
      client: 'mysql2',
      connection: { host: '127.0.0.1', port: 1, user: 'nobody', database: 'none' },
    })
    db.primaryConnectionName = 'unreachable'
    cleanup(async () => {
      db.primaryConnectionName = primary
      await db.manager.close('unreachable')
    })

    // Health asks the dependencies at most once a second; its last answer may still be "ok".
    const started = Date.now()
    let response = await new BrowserAgent().get('/api/health')
    while (response.status === 200 && Date.now() - started < 1500) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      response = await new BrowserAgent().get('/api/health')
    }
    assert.equal(response.status, 503)
    assert.equal(response.headers.get('retry-after'), '5')
    assert.containSubset(response.body, { status: 'degraded', database: 'down' })
  })
})
