import { test } from '@japa/runner'
import { fakeMailEachTest } from '#tests/helpers/mail'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import { ECONOMY, destination, readyPackage, receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'

test.group('In-app notifications', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('a received package shows up, newest first, paged with x-total-count and an unread count', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    const first = await receive(staff.agent, user.customerId!, { sender: 'Amazon' })
    const second = await receive(staff.agent, user.customerId!, { sender: 'Best Buy' })
    const third = await receive(staff.agent, user.customerId!, { sender: 'Nike' })

    const page = await agent.get('/api/notifications?_start=0&_end=2')
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('x-total-count'), '3')
    assert.deepEqual(
      page.body.map(
        (notification: { data: { packageNumber: string } }) => notification.data.packageNumber
      ),
      [third.number, second.number]
    )
    assert.containsSubset(page.body[0], {
      type: 'package_received',
      title: `Package ${third.number} arrived`,
      body: `Your package from Nike (${third.number}) arrived at our US warehouse. Its free storage starts today.`,
      read: false,
      readAt: null,
      about: { kind: 'package', key: third.number },
    })
    const rest = await agent.get('/api/notifications?_start=2&_end=4')
    assert.deepEqual(
      rest.body.map(
        (notification: { data: { packageNumber: string } }) => notification.data.packageNumber
      ),
      [first.number]
    )

    assert.deepEqual((await agent.get('/api/notifications/unread-count')).body, { count: 3 })
  })

  test('each notification names what it is about; an invoiced shipment, its invoice', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent } = await signedIn()
    const pkg = await readyPackage(staff, agent, user.customerId!)
    const requested = await agent.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
    })
    const number = requested.body.number
    await staff.post(`/api/admin/shipments/${number}/pack`, {
      weightLb: 3,
      lengthIn: 12,
      widthIn: 10,
      heightIn: 6,
    })
    const invoiced = await staff.get(`/api/admin/shipments/${number}`)
    assert.equal(invoiced.status, 200)

    const list = await agent.get('/api/notifications')
    assert.deepEqual(
      list.body.map((notification: { type: string; about: unknown }) => [
        notification.type,
        notification.about,
      ]),
      [
        // The request's notice names its invoice, raised with it; packing alone tells nothing.
        ['order_created', { kind: 'invoice', key: invoiced.body.invoice.number }],
        ['package_received', { kind: 'package', key: pkg.number }],
      ]
    )
    assert.equal(list.body[0].title, `Shipping request ${number} received`)
    assert.equal(
      list.body[0].body,
      `We received your shipping request ${number}. Its invoice ${invoiced.body.invoice.number} is ready to pay, at the price you were quoted: packing can only lower it.`
    )
  })

  test('mark one read, then all; reading twice keeps the first time', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    await receive(staff.agent, user.customerId!)
    await receive(staff.agent, user.customerId!)
    const [newest] = (await agent.get('/api/notifications')).body

    const read = await agent.post(`/api/notifications/${newest.id}/read`)
    assert.equal(read.status, 200)
    assert.isTrue(read.body.read)
    assert.isNotNull(read.body.readAt)
    const again = await agent.post(`/api/notifications/${newest.id}/read`)
    assert.equal(again.body.readAt, read.body.readAt)
    assert.deepEqual((await agent.get('/api/notifications/unread-count')).body, { count: 1 })

    const unread = await agent.get('/api/notifications?read=false')
    assert.equal(unread.headers.get('x-total-count'), '1')
    assert.notEqual(unread.body[0].id, newest.id)

    const all = await agent.post('/api/notifications/read-all')
    assert.equal(all.status, 200)
    assert.deepEqual(all.body, { count: 0 })
    const list = (await agent.get('/api/notifications')).body
    assert.isTrue(list.every((notification: { read: boolean }) => notification.read))
  })

  test('another customer’s notification is a 404, and theirs stay unread', async ({ assert }) => {
    const staff = await signedIn('staff')
    const owner = await signedIn()
    const other = await signedIn()
    await receive(staff.agent, owner.user.customerId!)
    const [notification] = (await owner.agent.get('/api/notifications')).body

    const refused = await other.agent.post(`/api/notifications/${notification.id}/read`)
    assert.equal(refused.status, 404)
    assert.deepEqual(refused.body, { errors: [{ message: 'Notification not found' }] })
    assert.lengthOf((await other.agent.get('/api/notifications')).body, 0)

    await other.agent.post('/api/notifications/read-all')
    assert.deepEqual((await owner.agent.get('/api/notifications/unread-count')).body, { count: 1 })
    assert.equal((await owner.agent.post('/api/notifications/999999/read')).status, 404)
  })

  test('texts are in the recipient’s saved language, whoever triggers them', async ({ assert }) => {
    const staff = await signedIn('staff')
    const sofia = await signedIn()
    const layla = await signedIn()
    await sofia.agent.put('/api/settings/profile', { locale: 'es' })
    await layla.agent.put('/api/settings/profile', { locale: 'ar' })

    const forSofia = await receive(staff.agent, sofia.user.customerId!, { sender: 'Zara' })
    const forLayla = await receive(staff.agent, layla.user.customerId!, { sender: 'Apple' })

    const [spanish] = (await sofia.agent.get('/api/notifications')).body
    assert.equal(spanish.title, `Llegó el paquete ${forSofia.number}`)
    assert.equal(
      spanish.body,
      `Tu paquete de Zara (${forSofia.number}) llegó a nuestro almacén en EE. UU. Su almacenamiento gratuito empieza hoy.`
    )
    const [arabic] = (await layla.agent.get('/api/notifications', { 'accept-language': 'en' })).body
    assert.equal(arabic.title, `وصل الطرد \u2066${forLayla.number}\u2069`)

    await runJobs()
    const sent = sentMails()
    sent.find((message) => message.hasTo(sofia.user.email))!.assertSubject(spanish.title)
    sent.find((message) => message.hasTo(layla.user.email))!.assertSubject(arabic.title)
  })

  test('signed out, every notifications call is a 401', async ({ assert }) => {
    const visitor = new BrowserAgent()
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
    ]) {
      assert.equal((await visitor.request(method, path)).status, 401, `${method} ${path}`)
    }
  })
})
