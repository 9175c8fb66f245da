import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { JPEG, parcel } from '#tests/functional/parcels/helpers'

/* A real photo: 1600 × 1200 of noise, which compresses badly, like a picture of a parcel. */
const photo = async () =>
  new Uint8Array(
    await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#8a6d3b',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
  )

test.group('Package photo thumbnails', (group) => {
  isolateEachTest(group)

  test('an uploaded photo gets a smaller WebP thumbnail beside it; the detail sends both', async ({
    assert,
    cleanup,
  }) => {
    const disk = drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const { staff, user, customer } = await staffAndCustomer()
    const original = await photo()

    const received = await staff.upload(
      '/api/admin/packages',
      { suite: user.customerId!, ...parcel() },
      [{ name: 'box.jpg', bytes: original, type: 'image/jpeg' }]
    )
    assert.equal(received.status, 201)

    const detail = await customer.get(`/api/packages/${received.body.number}`)
    const [{ url, thumbnailUrl }] = detail.body.photos
    assert.match(url, /\.jpg$/)
    assert.match(thumbnailUrl, new RegExp(`^/uploads/packages/${received.body.number}/.+\\.webp$`))
    const thumbnail = await disk.getBytes(thumbnailUrl.replace('/uploads/', ''))
    const metadata = await sharp(thumbnail).metadata()
    assert.equal(metadata.format, 'webp')
    assert.equal(metadata.width, 320)
    assert.equal(metadata.height, 240)
    assert.isBelow(thumbnail.byteLength, original.byteLength)

    const staffDetail = await staff.get(`/api/admin/packages/${received.body.number}`)
    assert.deepInclude(staffDetail.body.photos[0], { url, thumbnailUrl })
  })

  test('both package lists send each photo’s thumbnail', async ({ assert, cleanup }) => {
    drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const { staff, user, customer } = await staffAndCustomer()
    const received = await staff.upload(
      '/api/admin/packages',
      { suite: user.customerId!, ...parcel() },
      [{ name: 'box.jpg', bytes: await photo(), type: 'image/jpeg' }]
    )

    for (const list of [
      await customer.get('/api/packages'),
      await staff.get('/api/admin/packages'),
    ]) {
      const row = list.body.find((pkg: { number: string }) => pkg.number === received.body.number)
      assert.lengthOf(row.photos, 1)
      assert.match(row.photos[0].thumbnailUrl, /\.thumbnail\.webp$/)
      assert.notProperty(row.photos[0], 'url')
    }
  })

  test('a file that only starts like an image is kept without a thumbnail and shows itself', async ({
    assert,
    cleanup,
  }) => {
    drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer')
    const received = await staff.upload(
      '/api/admin/packages',
      { suite: user.customerId!, ...parcel() },
      [{ name: 'label.jpg', bytes: JPEG, type: 'image/jpeg' }]
    )
    assert.equal(received.status, 201)
    const [stored] = received.body.photos
    assert.equal(stored.thumbnailUrl, stored.url)
  })
})
