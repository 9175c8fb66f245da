import { test } from '@japa/runner'
import { BrowserAgent } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'
import drive from '@adonisjs/drive/services/main'

/*
 * Routes the framework's packages register (drive's /uploads, transmit's /__transmit) answer a
 * 4xx JSON error for what they cannot serve, like every route of ours.
 */
test.group('Framework-provided routes', () => {
  const hostileKeys = [
    '/uploads/nope.png',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/packages',
    '/uploads/packages/',
    '/uploads/a%00b.png',
    '/uploads/%D8%B5%D9%88%D8%B1%D8%A9.png',
    "/uploads/it's%22here%22.png",
    '/uploads/' + 'a'.repeat(2000),
    '/uploads/%2e%2e/%2e%2e/package.json',
  ]

  test('a stored photo and its thumbnail are served, and 304 once the browser has them', async ({
    assert,
  }) => {
    const photo = 'packages/SG-TEST/0b5e1f7a-photo.jpg'
    const thumbnail = 'packages/SG-TEST/0b5e1f7a-photo.thumbnail.webp'
    await drive.use().put(photo, 'jpeg bytes', { contentType: 'image/jpeg' })
    await drive.use().put(thumbnail, 'webp bytes', { contentType: 'image/webp' })

    const first = await new BrowserAgent().get(`/uploads/${photo}`)
    assert.equal(first.status, 200)
    assert.equal(first.headers.get('content-type'), 'image/jpeg')
    assert.equal(first.body, 'jpeg bytes')
    const again = await new BrowserAgent().get(`/uploads/${photo}`, {
      // As a browser revalidates (fetch alone would add "Cache-Control: no-cache").
      'if-none-match': first.headers.get('etag')!,
      'cache-control': 'max-age=0',
    })
    assert.equal(again.status, 304)
    assert.equal((await new BrowserAgent().get(`/uploads/${thumbnail}`)).status, 200)

    await drive.use().delete(photo)
    await drive.use().delete(thumbnail)
  })

  for (const path of hostileKeys) {
    test(`GET ${path.slice(0, 60)} answers 4xx`, async ({ assert }) => {
      const response = await new BrowserAgent().get(path)
      assert.isAtLeast(response.status, 400, path)
      assert.isBelow(response.status, 500, path)
    })
  }

  test('the event stream without its id is refused with 422 naming it', async ({ assert }) => {
    const { agent } = await signedIn()
    const response = await agent.get('/__transmit/events')
    assert.equal(response.status, 422)
    assert.equal(response.body.errors[0].field, 'uid')
  })

  for (const body of [undefined, {}, { uid: 'x' }, { channel: 'users/1' }, [], 'x']) {
    test(`a subscription with body ${JSON.stringify(body)} is refused with 4xx`, async ({
      assert,
    }) => {
      const { agent } = await signedIn()
      for (const path of ['/__transmit/subscribe', '/__transmit/unsubscribe']) {
        const response = await agent.post(path, body)
        assert.isAtLeast(response.status, 400, path)
        assert.isBelow(response.status, 500, path)
      }
    })
  }
})
