import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import Package from '#models/package'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { JPEG, parcel, PNG, receive } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'

test.group('Receiving and the storage clock', (group) => {
  isolateEachTest(group)

  test('staff receive a parcel for a suite; the customer sees it with 30 free days', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()

    const received = await staff.post('/api/admin/packages', {
      suite: user.customerId!.toLowerCase(),
      ...parcel({ sender: 'Best Buy', carrier: 'FedEx', weightLb: 6.8 }),
    })
    assert.equal(received.status, 201)
    assert.match(received.body.number, /^PKG-[2-9A-HJ-NP-Z]{8}$/)
    assert.include(received.body, {
      status: 'received',
      sender: 'Best Buy',
      weightLb: 6.8,
      duplicateTracking: false,
    })
    assert.deepEqual(received.body.customer.suite, user.customerId)

    const list = await customer.get('/api/packages')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '1')
    assert.include(list.body[0], {
      number: received.body.number,
      storageDaysLeft: 30,
      storageFeeCents: 0,
      declaredValueCents: null,
    })
    assert.notProperty(list.body[0], 'duplicateTracking')

    const detail = await customer.get(`/api/packages/${received.body.number}`)
    assert.equal(detail.status, 200)
    assert.deepEqual(detail.body.customsLines, [])
    assert.deepEqual(detail.body.photos, [])
  })

  test('a duplicate inbound tracking number is received but flagged', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer')
    const first = await receive(staff, user.customerId!, {
      inboundTracking: '9400111899223344556677',
    })
    const second = await receive(staff, user.customerId!, {
      inboundTracking: '9400111899223344556677',
    })
    assert.isFalse(first.duplicateTracking)
    assert.isTrue(second.duplicateTracking)

    const flagged = await staff.get('/api/admin/packages?duplicateTracking=true')
    assert.equal(flagged.headers.get('x-total-count'), '1')
    assert.equal(flagged.body[0].number, second.number)
  })

  test('photos: JPG, PNG and WebP by their bytes, stored through drive; anything else is a 422', async ({
    assert,
    cleanup,
  }) => {
    const disk = drive.fake('fs')
    cleanup(() => drive.restore('fs'))
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer')

    const withPhotos = await staff.upload(
      '/api/admin/packages',
      { suite: user.customerId!, ...parcel() },
      [
        { name: 'label.jpg', bytes: JPEG, type: 'image/jpeg' },
        { name: 'box.png', bytes: PNG, type: 'image/png' },
      ]
    )
    assert.equal(withPhotos.status, 201)
    assert.lengthOf(withPhotos.body.photos, 2)
    assert.match(
      withPhotos.body.photos[0].url,
      new RegExp(`^/uploads/packages/${withPhotos.body.number}/.+\\.jpg$`)
    )
    await disk.assertExists(withPhotos.body.photos[1].url.replace('/uploads/', ''))

    // The body parser knows a PDF by its bytes, whatever its name.
    const pdf = await staff.upload(`/api/admin/packages/${withPhotos.body.number}/photos`, {}, [
      {
        name: 'invoice.jpg',
        bytes: new TextEncoder().encode('%PDF-1.7 not a picture'),
        type: 'image/jpeg',
      },
    ])
    assert.equal(pdf.status, 422)
    assert.equal(pdf.body.errors[0].message, 'Invalid file type')

    // Bytes nobody recognizes pass on their name; our own signature check refuses them.
    const unknown = await staff.upload(`/api/admin/packages/${withPhotos.body.number}/photos`, {}, [
      { name: 'scan.jpg', bytes: new Uint8Array(5000).fill(120), type: 'image/jpeg' },
    ])
    assert.equal(unknown.status, 422)
    assert.deepEqual(unknown.body.errors, [
      { message: '“scan.jpg” is not a JPG, PNG or WebP image', field: 'photos' },
    ])

    const wrongName = await staff.upload(
      `/api/admin/packages/${withPhotos.body.number}/photos`,
      {},
      [{ name: 'notes.txt', bytes: PNG, type: 'text/plain' }]
    )
    assert.equal(wrongName.status, 422)
    assert.equal(wrongName.body.errors[0].message, 'Invalid file type')

    const tooBig = await staff.upload(`/api/admin/packages/${withPhotos.body.number}/photos`, {}, [
      { name: 'huge.png', bytes: new Uint8Array(6 * 1024 * 1024), type: 'image/png' },
    ])
    assert.equal(tooBig.status, 422)
    assert.equal(tooBig.body.errors[0].message, 'The file is too big')
  })

  test('customers cannot receive; another customer’s package is a 404', async ({ assert }) => {
    const { user, agent: owner } = await signedIn('customer')
    const { agent: stranger } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const pkg = await receive(staff, user.customerId!)

    assert.equal(
      (await owner.post('/api/admin/packages', { suite: user.customerId, ...parcel() })).status,
      403
    )
    const other = await stranger.get(`/api/packages/${pkg.number}`)
    assert.equal(other.status, 404)
    assert.equal(other.body.errors[0].message, 'Package not found')
    assert.equal((await stranger.get('/api/packages')).headers.get('x-total-count'), '0')
    assert.equal((await new BrowserAgent().get('/api/packages')).status, 401)
  })

  test('after 30 days a daily fee accrues; after the disposal limit staff may dispose, not before', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const young = await receive(staff, user.customerId!)
    const old = await receive(staff, user.customerId!)
    await Package.query()
      .where('number', old.number)
      .update({
        received_at: DateTime.utc().minus({ days: 95, hours: 1 }).toSQL({ includeOffset: false }),
      })

    const detail = await customer.get(`/api/packages/${old.number}`)
    // 65 days and 1 hour after the free period: 66 started days at 50 cents.
    assert.include(detail.body, {
      storageDaysLeft: 0,
      storageFeeCents: 3300,
      disposalEligible: true,
    })

    const early = await staff.post(`/api/admin/packages/${young.number}/dispose`)
    assert.equal(early.status, 409)
    assert.match(
      early.body.errors[0].message,
      new RegExp(`^Package ${young.number} can be disposed of from \\d{4}-\\d{2}-\\d{2}$`)
    )

    const disposed = await staff.post(`/api/admin/packages/${old.number}/dispose`)
    assert.equal(disposed.status, 200)
    assert.equal(disposed.body.status, 'disposed')

    const again = await staff.post(`/api/admin/packages/${old.number}/dispose`)
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      'This package cannot go from “disposed of” to “disposed of”'
    )
  })

  test('staff correct a misread weight while the package is in storage', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer')
    const pkg = await receive(staff, user.customerId!)
    const edited = await staff.put(`/api/admin/packages/${pkg.number}`, {
      weightLb: 3.1,
      sender: 'Nike',
    })
    assert.equal(edited.status, 200)
    assert.include(edited.body, { weightLb: 3.1, sender: 'Nike' })
  })
})
