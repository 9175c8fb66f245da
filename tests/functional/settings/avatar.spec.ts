import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import uploadsConfig from '#config/uploads'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, messageFor } from '#tests/helpers/http'
import { JPEG, PNG } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'

const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0])
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])

const avatar = (agent: BrowserAgent, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) =>
  agent.upload('/api/settings/avatar', {}, [{ name, bytes, type }], 'avatar')

test.group('Settings: profile picture', (group) => {
  isolateEachTest(group)

  test('a PNG, JPEG or WebP becomes the avatar, served from its URL; a new one replaces it', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    const saved = await avatar(agent, 'me.png', PNG, 'image/png')
    assert.equal(saved.status, 200)
    assert.match(saved.body.avatarUrl, /^\/uploads\/avatars\/\d+\/[\w-]+\.png$/)

    const current = await agent.get('/api/auth/user')
    assert.equal(current.body.avatarUrl, saved.body.avatarUrl)
    const served = await new BrowserAgent().download(saved.body.avatarUrl)
    assert.equal(served.status, 200)
    assert.deepEqual(served.bytes, PNG)

    const jpeg = await avatar(agent, 'me.jpeg', JPEG, 'image/jpeg')
    assert.match(jpeg.body.avatarUrl, /\.jpg$/)
    const webp = await avatar(agent, 'me.webp', WEBP, 'image/webp')
    assert.match(webp.body.avatarUrl, /\.webp$/)
    // The replaced pictures are gone from the disk.
    const stored = (url: string) => drive.use().exists(url.replace(/^\/uploads\//, ''))
    assert.isFalse(await stored(saved.body.avatarUrl))
    assert.isFalse(await stored(jpeg.body.avatarUrl))
    assert.isTrue(await stored(webp.body.avatarUrl))
  })

  test('another type, or a file that only pretends to be an image, is refused', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    const gif = await avatar(agent, 'me.gif', GIF, 'image/gif')
    assert.equal(gif.status, 422)
    assert.equal(messageFor(gif.body, 'avatar'), 'Invalid file type')

    const fake = await avatar(
      agent,
      'me.png',
      new TextEncoder().encode('<svg>not a png</svg>'),
      'image/png'
    )
    assert.equal(fake.status, 422)
    assert.equal(messageFor(fake.body, 'avatar'), 'Invalid file type')

    assert.isNull((await agent.get('/api/auth/user')).body.avatarUrl)
  })

  test('over the size limit it is a 413 "The file is too big"; both refusals in the user’s language', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    const big = new Uint8Array(uploadsConfig.avatar.maxBytes + 1)
    big.set(PNG)

    const refused = await avatar(agent, 'big.png', big, 'image/png')
    assert.equal(refused.status, 413)
    assert.equal(messageFor(refused.body, 'avatar'), 'The file is too big')

    await agent.put('/api/settings/profile', { locale: 'es' })
    const spanish = await avatar(agent, 'big.png', big, 'image/png')
    assert.equal(spanish.status, 413)
    assert.equal(messageFor(spanish.body, 'avatar'), 'El archivo es demasiado grande')
    const wrongType = await avatar(agent, 'me.gif', GIF, 'image/gif')
    assert.equal(messageFor(wrongType.body, 'avatar'), 'Tipo de archivo no válido')

    assert.isNull((await agent.get('/api/auth/user')).body.avatarUrl)
  })

  test('a request without a file is refused', async ({ assert }) => {
    const { agent } = await signedIn()
    const empty = await agent.upload('/api/settings/avatar', { note: 'x' }, [], 'avatar')
    assert.equal(empty.status, 422)
    assert.exists(messageFor(empty.body, 'avatar'))
  })
})
