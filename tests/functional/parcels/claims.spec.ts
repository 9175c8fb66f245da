import { test } from '@japa/runner'
import { plainText } from '#tests/helpers/text'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import Package from '#models/package'
import Notification from '#models/notification'
import PackageClaim from '#models/package_claim'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { JPEG, parcel, PNG, receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

/** A parcel received without a suite, as the warehouse logs one. */
async function receiveUnidentified(staff: BrowserAgent, overrides: Record<string, unknown> = {}) {
  const response = await staff.post('/api/admin/packages', parcel(overrides))
  if (response.status !== 201) throw new Error(`receiving failed: ${response.status}`)
  return response.body
}

function claim(
  customer: BrowserAgent,
  inboundTracking: string,
  proof = { name: 'order.pdf', bytes: PDF, type: 'application/pdf' }
) {
  return customer.upload('/api/package-claims', { inboundTracking }, [proof], 'proof')
}

/** Staff, two customers, and an unidentified parcel that the first of them, Ana, claims. */
async function claimedByAna() {
  const { agent: staff } = await signedIn('staff')
  const { agent: ana } = await signedIn('customer')
  const { agent: ben } = await signedIn('customer')
  const pkg = await receiveUnidentified(staff)
  const anaClaim = await claim(ana, pkg.inboundTracking)
  return { staff, ana, ben, pkg, anaClaim }
}

test.group('Claims on unidentified parcels', (group) => {
  isolateEachTest(group)
  let disks: Record<'public' | 'private', ReturnType<typeof drive.fake>>
  group.each.setup(() => {
    disks = { public: drive.fake('fs'), private: drive.fake('private') }
    return () => {
      drive.restore('fs')
      drive.restore('private')
    }
  })

  test('a parcel without a suite, or with a suite nobody has, is received as unidentified', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { agent: customer } = await signedIn('customer')

    const withoutSuite = await staff.upload('/api/admin/packages', parcel(), [
      { name: 'label.jpg', bytes: JPEG, type: 'image/jpeg' },
    ])
    assert.equal(withoutSuite.status, 201)
    assert.include(withoutSuite.body, { status: 'unidentified', sender: 'Amazon' })
    assert.notProperty(withoutSuite.body, 'customer')
    assert.lengthOf(withoutSuite.body.photos, 1)

    const unknownSuite = await staff.post('/api/admin/packages', {
      suite: 'SG-00000',
      ...parcel(),
    })
    assert.equal(unknownSuite.status, 201)
    assert.equal(unknownSuite.body.status, 'unidentified')

    // Its label says so where the suite goes, for the shelf of unclaimed parcels.
    const label = await staff.get(`/api/admin/packages/${withoutSuite.body.number}/label.pdf`)
    assert.equal(label.status, 200)
    assert.equal(label.headers.get('content-type'), 'application/pdf')

    const list = await staff.get('/api/admin/unidentified-packages')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '2')
    assert.include(list.body[0], { ageDays: 0, pendingClaims: 0 })

    assert.equal((await customer.get('/api/packages')).headers.get('x-total-count'), '0')
    assert.equal((await customer.get(`/api/packages/${withoutSuite.body.number}`)).status, 404)
    assert.equal((await customer.get('/api/admin/unidentified-packages')).status, 403)
  })

  test('the proof must be a PDF or a picture by its bytes, and at most 5 MB', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { agent: customer } = await signedIn('customer')
    const pkg = await receiveUnidentified(staff)

    // Bytes nobody recognizes pass on their name; the claims service refuses them.
    const unknown = await claim(customer, pkg.inboundTracking, {
      name: 'order.jpg',
      bytes: new Uint8Array(5000).fill(120),
      type: 'image/jpeg',
    })
    assert.equal(unknown.status, 422)
    assert.deepEqual(unknown.body.errors, [
      { message: '“order.jpg” is not a PDF, JPG, PNG or WebP file', field: 'proof' },
    ])

    const refused = [
      // The body parser knows a PDF by its bytes, whatever its name: a text file is refused.
      {
        name: 'order.pdf',
        bytes: new TextEncoder().encode('just some words, not an order confirmation'),
        type: 'application/pdf',
        status: 422,
      },
      { name: 'order.txt', bytes: PDF, type: 'text/plain', status: 422 },
      {
        name: 'order.png',
        bytes: Uint8Array.from({ length: 6 * 1024 * 1024 }, (_, i) => PNG[i] ?? 0),
        type: 'image/png',
        status: 413,
      },
    ]
    for (const { status, ...proof } of refused) {
      assert.equal((await claim(customer, pkg.inboundTracking, proof)).status, status, proof.name)
    }

    const picture = await claim(customer, pkg.inboundTracking, {
      name: 'screenshot.png',
      bytes: PNG,
      type: 'image/png',
    })
    assert.equal(picture.status, 201)
    assert.include(picture.body, { status: 'pending', packageNumber: null })
  })

  test('an unknown tracking number, or a parcel already claimed, is a clear 4xx in the customer’s language', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { agent: ana } = await signedIn('customer', { locale: 'es' })
    const { agent: ben } = await signedIn('customer', { locale: 'ar' })

    const unknown = await claim(ana, '1Z000NOPE')
    assert.equal(unknown.status, 404)
    assert.deepEqual(unknown.body.errors, [
      {
        message:
          'Ningún paquete sin dueño tiene el número de seguimiento 1Z000NOPE. Revise el número en la confirmación de su pedido',
        field: 'inboundTracking',
      },
    ])

    const pkg = await receiveUnidentified(staff)
    const first = await claim(ana, pkg.inboundTracking)
    assert.equal(first.status, 201)
    const twice = await claim(ana, pkg.inboundTracking)
    assert.equal(twice.status, 409)

    assert.equal(
      (await staff.post(`/api/admin/package-claims/${first.body.id}/approve`)).status,
      200
    )
    const late = await claim(ben, pkg.inboundTracking)
    assert.equal(late.status, 409)
    assert.equal(
      plainText(late.body.errors[0].message),
      `تمت المطالبة بالطرد ذي رقم التتبع ${pkg.inboundTracking} من قبل`
    )
  })

  test('approval moves the parcel into the suite with its storage clock from receipt, tells the customer and rejects the other claims', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user: ana, agent: anaAgent } = await signedIn('customer')
    const { agent: benAgent } = await signedIn('customer')
    const pkg = await receiveUnidentified(staff)
    const arrived = DateTime.utc().minus({ days: 40, hours: 1 }).startOf('second')
    await Package.query()
      .where('number', pkg.number)
      .update({ received_at: arrived.toSQL({ includeOffset: false }) })

    const anaClaim = await claim(anaAgent, pkg.inboundTracking)
    const benClaim = await claim(benAgent, pkg.inboundTracking)

    const listed = await staff.get('/api/admin/unidentified-packages')
    assert.include(listed.body[0], { number: pkg.number, ageDays: 40, pendingClaims: 2 })
    const pending = await staff.get(
      `/api/admin/package-claims?status=pending&packageNumber=${pkg.number}`
    )
    assert.equal(pending.headers.get('x-total-count'), '2')

    const detail = await staff.get(`/api/admin/unidentified-packages/${pkg.number}`)
    assert.lengthOf(detail.body.claims, 2)
    const proof = await staff.get(detail.body.claims[0].proofUrl)
    assert.equal(proof.status, 200)
    assert.equal(proof.headers.get('content-type'), 'application/pdf')
    assert.equal((await anaAgent.get(detail.body.claims[0].proofUrl)).status, 403)

    const approved = await staff.post(`/api/admin/package-claims/${anaClaim.body.id}/approve`)
    assert.equal(approved.status, 200)
    assert.include(approved.body, { status: 'approved', packageNumber: pkg.number })

    const mine = await anaAgent.get(`/api/packages/${pkg.number}`)
    assert.equal(mine.status, 200)
    assert.equal(mine.body.status, 'received')
    assert.equal(DateTime.fromISO(mine.body.receivedAt).toMillis(), arrived.toMillis())
    // 10 days and 1 hour past the 30 free days: 11 started days at 50 cents, and no claim fee.
    assert.include(mine.body, { storageDaysLeft: 0, storageFeeCents: 550 })

    const notice = await Notification.query().where('user_id', ana.id).firstOrFail()
    assert.equal(notice.type, 'package_received')

    const anaClaims = await anaAgent.get('/api/package-claims')
    assert.include(anaClaims.body[0], { status: 'approved', packageNumber: pkg.number })
    const benClaims = await benAgent.get('/api/package-claims')
    assert.equal(benClaims.headers.get('x-total-count'), '1')
    assert.include(benClaims.body[0], {
      id: benClaim.body.id,
      status: 'rejected',
      packageNumber: null,
    })
    assert.equal((await benAgent.get(`/api/packages/${pkg.number}`)).status, 404)

    assert.equal(
      (await staff.get('/api/admin/unidentified-packages')).headers.get('x-total-count'),
      '0'
    )
    const again = await staff.post(`/api/admin/package-claims/${benClaim.body.id}/approve`)
    assert.equal(again.status, 409)
    assert.equal(again.body.errors[0].message, 'This claim was already rejected')
  })

  test('the proof is kept off the public disk and opened only by its claimant and staff', async ({
    assert,
  }) => {
    const { staff, ana, ben, pkg, anaClaim: created } = await claimedByAna()
    assert.equal(created.status, 201)

    const { proofPath } = await PackageClaim.findOrFail(created.body.id)
    disks.private.assertExists(proofPath)
    disks.public.assertMissing(proofPath)

    const own = await ana.get(created.body.proofUrl)
    assert.equal(own.status, 200)
    assert.equal(own.headers.get('content-type'), 'application/pdf')
    assert.equal(own.headers.get('cache-control'), 'private, no-store')
    assert.equal(own.body, new TextDecoder().decode(PDF))
    assert.equal((await ana.get('/api/package-claims')).body[0].proofUrl, created.body.proofUrl)

    assert.equal((await ben.get(created.body.proofUrl)).status, 404)
    assert.equal((await new BrowserAgent().get(created.body.proofUrl)).status, 401)
    const [forStaff] = (await staff.get(`/api/admin/unidentified-packages/${pkg.number}`)).body
      .claims
    assert.equal((await staff.get(forStaff.proofUrl)).status, 200)
    assert.equal((await ana.get(forStaff.proofUrl)).status, 403)
  })

  test('a rejected claim leaves the parcel unidentified; customers see only their own claims', async ({
    assert,
  }) => {
    const { staff, ana, ben, pkg, anaClaim } = await claimedByAna()

    assert.equal(
      (await ana.post(`/api/admin/package-claims/${anaClaim.body.id}/reject`)).status,
      403
    )
    const rejected = await staff.post(`/api/admin/package-claims/${anaClaim.body.id}/reject`)
    assert.equal(rejected.status, 200)
    assert.equal(rejected.body.status, 'rejected')

    const still = await staff.get('/api/admin/unidentified-packages')
    assert.include(still.body[0], { number: pkg.number, pendingClaims: 0 })
    assert.equal((await ana.get('/api/packages')).headers.get('x-total-count'), '0')
    assert.equal((await ben.get('/api/package-claims')).headers.get('x-total-count'), '0')
    assert.equal((await ana.get('/api/package-claims')).body[0].status, 'rejected')

    // A known suite is received for its customer, as before.
    const { user: carla } = await signedIn('customer')
    const normal = await receive(staff, carla.customerId!)
    assert.equal(normal.status, 'received')
  })
})
