import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import FailedJob from '#models/failed_job'
import Package from '#models/package'
import ReturnRequest from '#models/return_request'
import Shipment from '#models/shipment'
import { publicNumber } from '#services/platform/public_numbers'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { ECONOMY, PNG, destination, parcel, readyPackage } from '#tests/functional/parcels/helpers'

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }

type Queue = {
  queue: string
  count: number
  oldest: { reference: string; customer: { suite: string; name: string } | null; since: string }[]
}

/** A customer's request to ship one declared package, as the customer app makes it. */
async function shipRequest(staff: BrowserAgent, customer: { agent: BrowserAgent; suite: string }) {
  const pkg = await readyPackage(staff, customer.agent, customer.suite)
  const requested = await customer.agent.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: ECONOMY,
    address: destination,
  })
  if (requested.status !== 201) throw new Error(`ship request failed: ${requested.status}`)
  return requested.body.number as string
}

async function pack(staff: BrowserAgent, number: string) {
  await staff.post(`/api/admin/shipments/${number}/pack`, {
    weightLb: 3,
    lengthIn: 12,
    widthIn: 10,
    heightIn: 6,
  })
  const packed = await staff.get(`/api/admin/shipments/${number}`)
  if (packed.status !== 200) throw new Error(`reading the packed shipment failed: ${packed.status}`)
  return packed.body.invoice.number as string
}

/** The queue's count equals the total of the list its link opens, filtered the same way. */
async function listTotal(staff: BrowserAgent, path: string) {
  const response = await staff.get(path)
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return Number(response.headers.get('x-total-count'))
}

test.group('Back office: the work queue', (group) => {
  isolateEachTest(group)

  test('each queue counts what waits, names the oldest first, and agrees with its filtered list', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const ana = await signedIn('customer', { firstName: 'Ana', lastName: 'Díaz' })
    const omar = await signedIn('customer', { firstName: 'عمر', lastName: 'الحسن' })
    const anaSuite = { agent: ana.agent, suite: ana.user.customerId! }
    const omarSuite = { agent: omar.agent, suite: omar.user.customerId! }

    // Announced by Ana, not arrived.
    const expected = await Package.create({
      number: publicNumber('PKG'),
      userId: ana.user.id,
      status: 'expected',
      carrier: 'UPS',
      inboundTracking: '1Z999AA10123456784',
      sender: 'Zara',
      description: 'Dress',
      weightLb: 1,
      lengthIn: 10,
      widthIn: 8,
      heightIn: 2,
      duplicateTracking: false,
      hasProhibitedItems: false,
    })

    // Two parcels without a suite; Omar claims the second.
    const first = await staff.post('/api/admin/packages', parcel({ inboundTracking: 'TBA1' }))
    const second = await staff.post('/api/admin/packages', parcel({ inboundTracking: 'TBA2' }))
    assert.equal(second.status, 201)
    const claimed = await omar.agent.upload(
      '/api/package-claims',
      { inboundTracking: 'TBA2' },
      [{ name: 'order.png', bytes: PNG, type: 'image/png' }],
      'proof'
    )
    assert.equal(claimed.status, 201)

    // Shipments: Omar's asked first, then Ana's, both to pack; one packed, one packed and paid.
    const omarsRequest = await shipRequest(staff, omarSuite)
    await Shipment.query()
      .where('number', omarsRequest)
      .update({ created_at: DateTime.utc().minus({ days: 2 }).toSQL({ includeOffset: false }) })
    const anasRequest = await shipRequest(staff, anaSuite)
    await pack(staff, await shipRequest(staff, anaSuite))
    const paidInvoice = await pack(staff, await shipRequest(staff, omarSuite))
    const paid = await omar.agent.post(`/api/invoices/${paidInvoice}/pay`, {
      method: 'card',
      card: CARD,
    })
    assert.equal(paid.status, 200)

    // A return on its way back to us, and a job that used up its retries.
    const paidShipment = await Shipment.findByOrFail('status', 'paid')
    const back = await ReturnRequest.create({
      userId: omar.user.id,
      shipmentId: paidShipment.id,
      status: 'shipped_back',
      reason: 'Wrong size',
      shippedBackAt: DateTime.utc(),
    })
    await FailedJob.create({
      job: 'send_email',
      queue: 'default',
      payload: '{}',
      error: 'SMTP refused',
      attempts: 5,
      failedAt: DateTime.utc(),
    })

    const response = await staff.get('/api/admin/work-queue')
    assert.equal(response.status, 200)
    const queues = Object.fromEntries(
      (response.body as Queue[]).map((queue) => [queue.queue, queue])
    )
    assert.deepEqual(
      (response.body as Queue[]).map(({ queue, count }) => [queue, count]),
      [
        ['expectedParcels', 1],
        ['unidentifiedParcels', 2],
        ['shipmentsToPack', 2],
        // Every request is invoiced as it is made: the two still to pack wait for payment too.
        ['awaitingPayment', 3],
        ['paidToShip', 1],
        ['returnsToInspect', 1],
        ['claimsToDecide', 1],
        ['failedJobs', 1],
      ]
    )

    assert.deepEqual(queues.expectedParcels.oldest[0].reference, expected.number)
    assert.containsSubset(queues.expectedParcels.oldest[0].customer, {
      suite: ana.user.customerId,
      name: 'Ana Díaz',
    })
    // The shipment that waited longest comes first, whoever asked last.
    assert.deepEqual(
      queues.shipmentsToPack.oldest.map(({ reference, customer }) => [reference, customer?.name]),
      [
        [omarsRequest, 'عمر الحسن'],
        [anasRequest, 'Ana Díaz'],
      ]
    )
    assert.deepEqual(
      queues.unidentifiedParcels.oldest.map(({ reference, customer }) => [reference, customer]),
      [
        [first.body.number, null],
        [second.body.number, null],
      ]
    )
    assert.equal(queues.claimsToDecide.oldest[0].reference, second.body.number)
    assert.equal(queues.claimsToDecide.oldest[0].customer?.name, 'عمر الحسن')
    assert.equal(queues.returnsToInspect.oldest[0].reference, String(back.id))
    assert.equal(queues.failedJobs.oldest[0].reference, 'send_email')

    // What each queue opens lists exactly what it counted.
    const lists: [string, string][] = [
      ['expectedParcels', '/api/admin/packages?status=expected'],
      ['unidentifiedParcels', '/api/admin/unidentified-packages'],
      ['shipmentsToPack', '/api/admin/shipments?toPack=true'],
      ['awaitingPayment', '/api/admin/shipments?status=invoiced'],
      ['paidToShip', '/api/admin/shipments?status=paid'],
      ['returnsToInspect', '/api/admin/returns?status=shipped_back'],
      ['claimsToDecide', '/api/admin/unidentified-packages?claimPending=true'],
      ['failedJobs', '/api/admin/jobs/failed'],
    ]
    for (const [queue, path] of lists) {
      assert.equal(await listTotal(staff, path), queues[queue].count, path)
    }
  })

  test('the queue is empty, not missing, when nothing waits; customers get 403, visitors 401', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const response = await staff.get('/api/admin/work-queue')
    assert.equal(response.status, 200)
    assert.lengthOf(response.body, 8)
    for (const queue of response.body as Queue[]) {
      assert.deepEqual([queue.count, queue.oldest], [0, []], queue.queue)
    }

    const { agent: customer } = await signedIn('customer')
    assert.equal((await customer.get('/api/admin/work-queue')).status, 403)
    const visitor = await new BrowserAgent().get('/api/admin/work-queue')
    assert.equal(visitor.status, 401)
  })
})
