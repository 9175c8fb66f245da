import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { openLiveStream, type LiveMessage } from '#tests/helpers/live'
import { destination, readyPackage, receive } from '#tests/functional/parcels/helpers'
import { twoItems } from '#tests/functional/orders/helpers'

/* A second is the promise: staff act, the customer's open app hears of it. */
const WITHIN_MS = 1000

const changed = (topic: string) => (message: LiveMessage) =>
  ((message.payload as { changed?: string[] }).changed ?? []).includes(topic)

test.group('Live updates', (group) => {
  isolateEachTest(group)

  test('a customer hears of a package received for them within a second', async ({
    assert,
    cleanup,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn('customer')
    const stream = await openLiveStream(customer)
    cleanup(() => stream.close())
    assert.equal(stream.status, 200)
    assert.equal(await stream.subscribe(`customers/${user.id}`), 204)

    const startedAt = Date.now()
    const pkg = await receive(staff, user.customerId!)
    const packages = await stream.next(changed('packages'), WITHIN_MS)
    const notifications = await stream.next(changed('notifications'), WITHIN_MS)

    assert.isBelow(Date.now() - startedAt, WITHIN_MS)
    assert.deepEqual(packages, {
      channel: `customers/${user.id}`,
      payload: { changed: ['packages', 'orders'] },
    })
    assert.deepEqual(notifications?.payload, { changed: ['notifications'] })
    // What the message prompts the app to read again is already there.
    const list = await customer.get('/api/packages')
    assert.equal(list.body[0].number, pkg.number)
    const unread = await customer.get('/api/notifications/unread-count')
    assert.equal(unread.body.count, 1)
  })

  test("another customer cannot listen to a customer's channel, and hears nothing", async ({
    assert,
    cleanup,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer')
    const { user: other, agent: otherAgent } = await signedIn('customer')
    const stream = await openLiveStream(otherAgent)
    cleanup(() => stream.close())

    assert.equal(await stream.subscribe(`customers/${user.id}`), 400)
    assert.equal(await stream.subscribe('staff'), 400)
    assert.equal(await stream.subscribe(`customers/${other.id}`), 204)

    await receive(staff, user.customerId!)
    assert.isNull(await stream.next(() => true, WITHIN_MS))
    assert.deepEqual(stream.messages, [])
  })

  test('a visitor can neither open the stream nor subscribe', async ({ assert, cleanup }) => {
    const { user } = await signedIn('customer')
    const visitor = new BrowserAgent()
    const stream = await openLiveStream(visitor)
    cleanup(() => stream.close())

    assert.equal(stream.status, 401)
    assert.equal(await stream.subscribe(`customers/${user.id}`), 401)
    assert.equal(await stream.subscribe('staff'), 401)
  })

  test('staff hear of new contact messages, purchase requests and ship requests', async ({
    assert,
    cleanup,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn('customer')
    const stream = await openLiveStream(staff)
    cleanup(() => stream.close())
    assert.equal(await stream.subscribe('staff'), 204)

    const contact = await new BrowserAgent().post('/api/contact', {
      email: 'lucia@example.mx',
      message: '¿Cuándo llega mi paquete?',
    })
    assert.equal(contact.status, 202)
    assert.deepEqual((await stream.next(changed('inbox'), WITHIN_MS))?.channel, 'staff')

    const request = await customer.post('/api/purchase-requests', {
      items: twoItems,
      storeState: 'NY',
    })
    assert.equal(request.status, 201)
    assert.isNotNull(await stream.next(changed('purchase-requests'), WITHIN_MS))

    const pkg = await readyPackage(staff, customer, user.customerId!)
    const shipment = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: 'fedex_international_economy',
      address: destination,
    })
    assert.equal(shipment.status, 201)
    assert.isNotNull(await stream.next(changed('shipments'), WITHIN_MS))
  })
})
