import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { openLiveStream, type LiveMessage } from '#tests/helpers/live'
import { destination, readyPackage, receive } from '#tests/functional/parcels/helpers'
import { twoItems } from '#tests/functional/orders/helpers'
import {
  type ApiProcess,
  eventually,
  freePort,
  startApi,
  hasRedisServer,
  startRedis,
} from '#tests/functional/faults/processes'

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
    const { staff, user, customer } = await staffAndCustomer()
    // The stream listens to the customer's channel as it opens, without a subscription request.
    const stream = await openLiveStream(customer)
    cleanup(() => stream.close())
    assert.equal(stream.status, 200)

    // Sent as the receipt commits: by the time staff see it answered, or within the second after.
    const pkg = await receive(staff, user.customerId!)
    const packages = await stream.next(changed('packages'), WITHIN_MS)
    const notifications = await stream.next(changed('notifications'), WITHIN_MS)

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
    const { user, agent: owner } = await signedIn('customer')
    const { user: other, agent: otherAgent } = await signedIn('customer')
    const ownerStream = await openLiveStream(owner)
    const stream = await openLiveStream(otherAgent)
    cleanup(async () => {
      await Promise.all([ownerStream.close(), stream.close()])
    })

    assert.equal(await stream.subscribe(`customers/${user.id}`), 400)
    assert.equal(await stream.subscribe('staff'), 400)
    assert.equal(await stream.subscribe(`customers/${other.id}`), 204)

    await receive(staff, user.customerId!)
    assert.isNotNull(await ownerStream.next(changed('packages'), WITHIN_MS))
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
    const { staff, user, customer } = await staffAndCustomer()
    const stream = await openLiveStream(staff)
    cleanup(() => stream.close())
    assert.equal(await stream.subscribe('staff'), 204, 'asking again changes nothing')

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

test.group('Live updates: instances', (group) => {
  isolateEachTest(group)
  const started: { stop: () => Promise<void> }[] = []
  group.each.teardown(async () => {
    for (const process of started.splice(0).reverse()) await process.stop()
  })

  test('a customer on one instance hears of a package received on another', async ({
    assert,
    cleanup,
  }) => {
    const redisPort = await freePort()
    let redis = await startRedis(redisPort)
    started.push({ stop: () => redis.stop() })
    const redisEnv = { REDIS_HOST: '127.0.0.1', REDIS_PORT: String(redisPort) }
    const instances: ApiProcess[] = []
    for (let count = 0; count < 2; count++) {
      const instance = await startApi(await freePort(), redisEnv)
      started.push(instance)
      instances.push(instance)
    }
    const [first, second] = instances

    const signInOn = async (instance: ApiProcess, user: User) => {
      const agent = new BrowserAgent({}, instance.origin)
      const credentials = { email: user.email, password: DEFAULT_PASSWORD }
      assert.equal((await agent.post('/api/auth/login', credentials)).status, 200)
      return agent
    }
    const user = await UserFactory.create()
    const customer = await signInOn(first, user)
    const stream = await openLiveStream(customer)
    cleanup(() => stream.close())
    assert.equal(stream.status, 200, first.output())

    const member = await UserFactory.apply('staff').create()
    const staff = await signInOn(second, member)
    await receive(staff, user.customerId!)
    assert.isNotNull(await stream.next(changed('packages'), WITHIN_MS), second.output())

    // Redis goes away and comes back empty (staff sign in again): the instances listen again on
    // their own, and the open stream hears the next package.
    await redis.stop()
    redis = await startRedis(redisPort)
    stream.messages.length = 0
    const heardAgain = await eventually(async () => {
      await receive(await signInOn(second, member), user.customerId!)
      return (await stream.next(changed('packages'), WITHIN_MS)) !== null
    }, 10)
    assert.isTrue(heardAgain, second.output())
  })
    .skip(!hasRedisServer, 'needs redis-server')
    .timeout(60_000)

  test('an instance stops at once while streams are open', async ({ assert, cleanup }) => {
    const instance = await startApi(await freePort())
    started.push(instance)
    const user = await UserFactory.create()
    const customer = new BrowserAgent({}, instance.origin)
    const credentials = { email: user.email, password: DEFAULT_PASSWORD }
    assert.equal((await customer.post('/api/auth/login', credentials)).status, 200)
    const stream = await openLiveStream(customer)
    cleanup(() => stream.close())
    assert.equal(stream.status, 200)

    const stopping = Date.now()
    await instance.stop()
    assert.isBelow(Date.now() - stopping, 2000)
    assert.equal(instance.child.exitCode, 0, instance.output())
  })
})
