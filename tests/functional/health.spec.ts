import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { BrowserAgent } from '#tests/helpers/http'

test.group('Health', () => {
  test('reports a reachable database with 200', async ({ assert }) => {
    const response = await new BrowserAgent().get('/api/health')
    assert.equal(response.status, 200)
    assert.deepEqual(response.body, { status: 'ok', database: 'reachable' })
  })

  test('reports an unreachable database with 503', async ({ assert, cleanup }) => {
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

    const response = await new BrowserAgent().get('/api/health')
    assert.equal(response.status, 503)
    assert.deepEqual(response.body, { status: 'unavailable', database: 'unreachable' })
  })
})
