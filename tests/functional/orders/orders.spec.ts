import { test } from '@japa/runner'
import { plainText } from '#tests/helpers/text'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { createOrder, moveOrder } from '#services/orders/orders'
import { notify } from '#services/platform/notify'
import { ORDER_MAIN_PATH, type OrderStatus } from '#domain/orders'
import { isolateEachTest } from '#tests/helpers/database'
import { ORDER_ADDRESS } from '#tests/functional/orders/helpers'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'

const PATH = ORDER_MAIN_PATH.slice(1)

/** An order of `user` walked by `staff` along the main path up to `status`. */
async function orderIn(user: User, staff: User, status: OrderStatus = 'submitted') {
  return db.transaction(async (trx) => {
    const order = await createOrder(
      {
        userId: user.id,
        totalCents: 12_553,
        shippingAddress: ORDER_ADDRESS,
        billingAddress: null,
        items: [{ name: 'Kindle', url: null, options: null, quantity: 1, unitPriceCents: 10_999 }],
        inboundTracking: `1ZKINDLE${Math.floor(Math.random() * 1e8)}`,
      },
      staff,
      trx
    )
    for (const next of PATH.slice(0, PATH.indexOf(status) + 1)) {
      await moveOrder(order, next, staff, null, trx)
    }
    return order
  })
}

test.group('Orders', (group) => {
  isolateEachTest(group)

  test('a customer lists and reads their own orders, with tracking', async ({ assert }) => {
    const { user, agent } = await signedIn('customer')
    const { user: staffUser } = await signedIn('staff')
    const other = await signedIn('customer')
    const shipped = await orderIn(user, staffUser, 'shipped')
    await orderIn(user, staffUser, 'submitted')
    const theirs = await orderIn(other.user, staffUser, 'processing')

    const list = await agent.get('/api/orders?_start=0&_end=10&_sort=date&_order=asc')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '2')
    assert.deepEqual(
      list.body.map((order: any) => order.status),
      ['shipped', 'submitted']
    )
    const filtered = await agent.get('/api/orders?status=shipped')
    assert.equal(filtered.headers.get('x-total-count'), '1')

    const shown = await agent.get(`/api/orders/${shipped.number}`)
    assert.equal(shown.status, 200)
    assert.containSubset(shown.body, {
      number: shipped.number,
      status: 'shipped',
      totalCents: 12_553,
      shippingAddress: { city: 'Carson' },
      billingAddress: null,
      items: [{ name: 'Kindle', quantity: 1, unitPriceCents: 10_999 }],
    })
    // Submitted, then five steps to Shipped.
    assert.lengthOf(shown.body.history, 6)
    assert.equal(shown.body.tracking.stage, 'international_transit')
    assert.deepEqual(
      shown.body.tracking.milestones.map((milestone: any) => [
        milestone.milestone,
        milestone.stage,
      ]),
      [
        ['order_confirmed', 'online_platform'],
        ['payment_processed', 'online_platform'],
        ['items_sourced', 'store_to_warehouse'],
        ['package_arrived', 'shipping_center'],
        ['customs_cleared', 'international_transit'],
        ['package_on_the_way', 'international_transit'],
      ]
    )

    const notFound = await agent.get(`/api/orders/${theirs.number}`)
    assert.equal(notFound.status, 404)
    assert.equal(notFound.body.errors[0].message, 'Order not found')
    assert.equal((await agent.post(`/api/orders/${theirs.number}/cancel`)).status, 404)
    assert.equal((await new (agent.constructor as any)().get('/api/orders')).status, 401)
  })

  test('the dashboard counts the customer’s orders that are still under way', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn('customer')
    const { user: staffUser } = await signedIn('staff')
    const other = await signedIn('customer')
    await orderIn(user, staffUser, 'submitted')
    await orderIn(user, staffUser, 'shipped')
    await orderIn(user, staffUser, 'delivered')
    await orderIn(other.user, staffUser, 'processing')

    const dashboard = await agent.get('/api/dashboard')
    assert.equal(dashboard.status, 200)
    assert.equal(dashboard.body.activeOrders, 2)
  })

  test('orders.csv streams the filtered, sorted list for staff', async ({ assert }) => {
    const { user } = await signedIn('customer', {
      customerId: 'SG-55501',
      firstName: '=HYPERLINK("x")',
    })
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const first = await orderIn(user, staffUser, 'submitted')
    await orderIn(user, staffUser, 'delivered')
    const third = await orderIn(user, staffUser, 'submitted')

    const csv = await staff.get('/api/admin/orders.csv?status=submitted&_sort=number&_order=desc')
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type')!, /^text\/csv/)
    const rows = String(csv.body).trimEnd().split('\r\n')
    assert.equal(rows[0], 'number,date,status,suite,customer,totalCents,inboundTracking')
    const numbers = [first.number, third.number].sort().reverse()
    assert.deepEqual(
      rows.slice(1).map((row) => row.split(',')[0]),
      numbers
    )
    assert.include(rows[1], ',submitted,SG-55501,')
    assert.include(rows[1], `"'=HYPERLINK(""x"")`)
    assert.include(rows[1], ',12553,')
  })

  test('a customer cancels until the items are bought, not after', async ({ assert }) => {
    const { user, agent } = await signedIn('customer')
    const { user: staffUser } = await signedIn('staff')
    const open = await orderIn(user, staffUser, 'processing')
    const bought = await orderIn(user, staffUser, 'fulfilled')
    const received = await orderIn(user, staffUser, 'received')
    const shipped = await orderIn(user, staffUser, 'shipped')

    const cancelled = await agent.post(`/api/orders/${open.number}/cancel`)
    assert.equal(cancelled.status, 200)
    assert.equal(cancelled.body.status, 'cancelled')
    assert.deepInclude(cancelled.body.history.at(-1), {
      from: 'processing',
      to: 'cancelled',
      by: 'customer',
    })

    // Bought, or further along: staff may still cancel before it ships, the customer may not.
    for (const order of [bought, received]) {
      const refusal = await agent.post(`/api/orders/${order.number}/cancel`)
      assert.equal(refusal.status, 409)
      assert.equal(
        refusal.body.errors[0].message,
        `Order ${order.number} has already been bought for you and can no longer be cancelled. Once it is delivered, you can return it`
      )
    }

    const refused = await agent.post(`/api/orders/${shipped.number}/cancel`)
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Order ${shipped.number} cannot go from “shipped” to “cancelled”`
    )
    const again = await agent.post(`/api/orders/${open.number}/cancel`)
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      `Order ${open.number} cannot go from “cancelled” to “cancelled”`
    )

    // In the customer's saved language.
    user.locale = 'es'
    await user.save()
    const spanish = await agent.post(`/api/orders/${shipped.number}/cancel`)
    assert.equal(
      spanish.body.errors[0].message,
      `El pedido ${shipped.number} no puede pasar de “enviado al destino” a “cancelado”`
    )
    user.locale = 'ar'
    await user.save()
    const arabic = await agent.post(`/api/orders/${shipped.number}/cancel`)
    assert.equal(
      plainText(arabic.body.errors[0].message),
      `لا يمكن نقل الطلب ${shipped.number} من «تم شحنه» إلى «ملغى»`
    )
  })

  test('the customer is told of their order’s new status, as an order, in their language', async ({
    assert,
  }) => {
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const english = await signedIn('customer')
    const spanish = await signedIn('customer', { locale: 'es' })
    const arabic = await signedIn('customer', { locale: 'ar' })
    const held = await orderIn(english.user, staffUser, 'processing')
    const bought = await orderIn(spanish.user, staffUser, 'processing')
    const dropped = await orderIn(arabic.user, staffUser, 'processing')

    await staff.post(`/api/admin/orders/${held.number}/status`, {
      status: 'held',
      reason: 'Card check',
    })
    await staff.post(`/api/admin/orders/${bought.number}/status`, { status: 'fulfilled' })
    await arabic.agent.post(`/api/orders/${dropped.number}/cancel`)

    const latest = async (agent: typeof staff) => (await agent.get('/api/notifications')).body[0]
    assert.containSubset(await latest(english.agent), {
      type: 'order_updated',
      title: `Order ${held.number} is now on hold`,
      body: `Your order ${held.number} is now on hold. You can follow it in Orders.`,
      data: { orderNumber: held.number, status: 'held' },
    })
    assert.containSubset(await latest(spanish.agent), {
      title: `El pedido ${bought.number} ahora está comprado`,
      body: `Tu pedido ${bought.number} ahora está comprado. Puedes seguirlo en Pedidos.`,
    })
    // In Arabic the order's number is isolated from the sentence around it.
    assert.containSubset(await latest(arabic.agent), {
      title: `الطلب \u2066${dropped.number}\u2069 الآن ملغى`,
      body: `طلبك \u2066${dropped.number}\u2069 الآن ملغى. يمكنك متابعته في صفحة الطلبات.`,
    })

    // A shipping request's notifications still speak of the shipment.
    await notify(english.user, 'order_updated', { shipmentNumber: 'SHP-7KQ2M9XA', status: 'paid' })
    assert.containSubset(await latest(english.agent), {
      title: 'Shipment SHP-7KQ2M9XA updated',
      body: 'Your shipment SHP-7KQ2M9XA is now paid.',
    })
  })

  test('staff move orders by the state machine, saying why; held goes back where it was', async ({
    assert,
  }) => {
    const { user } = await signedIn('customer')
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const order = await orderIn(user, staffUser, 'processing')
    const url = `/api/admin/orders/${order.number}/status`

    const held = await staff.post(url, { status: 'held', reason: 'Card check with the store' })
    assert.equal(held.status, 200)
    assert.equal(held.body.status, 'held')
    assert.equal(held.body.heldFrom, 'processing')
    assert.containSubset(held.body.history.at(-1), {
      from: 'processing',
      to: 'held',
      reason: 'Card check with the store',
      by: 'staff',
      changedBy: { id: staffUser.id },
    })

    // Only back to the state it left.
    let refused = await staff.post(url, { status: 'fulfilled' })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Order ${order.number} cannot go from “held” to “fulfilled”`
    )
    const back = await staff.post(url, { status: 'processing' })
    assert.equal(back.body.status, 'processing')
    assert.isNull(back.body.heldFrom)

    // No skipping steps.
    refused = await staff.post(url, { status: 'shipped' })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Order ${order.number} cannot go from “processing” to “shipped”`
    )

    const invalid = await staff.post(url, { status: 'lost' })
    assert.equal(invalid.status, 422)

    // Delivered is final; a shipped order can be held but no longer cancelled, even from held.
    const shipped = await orderIn(user, staffUser, 'shipped')
    const shippedUrl = `/api/admin/orders/${shipped.number}/status`
    await staff.post(shippedUrl, { status: 'held', reason: 'Customs inquiry' })
    refused = await staff.post(shippedUrl, { status: 'cancelled' })
    assert.equal(refused.status, 409)
    await staff.post(shippedUrl, { status: 'shipped' })
    assert.equal((await staff.post(shippedUrl, { status: 'delivered' })).body.status, 'delivered')
    for (const status of ['held', 'cancelled', 'shipped']) {
      assert.equal((await staff.post(shippedUrl, { status })).status, 409, status)
    }
  })

  test('staff list every order, link a package by hand, and only admins delete', async ({
    assert,
  }) => {
    const { user } = await signedIn('customer')
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const { agent: admin } = await signedIn('admin')
    const fulfilled = await orderIn(user, staffUser, 'fulfilled')
    await orderIn(user, staffUser, 'delivered')

    const list = await staff.get('/api/admin/orders?status=fulfilled&status=delivered')
    assert.equal(list.headers.get('x-total-count'), '2')
    assert.equal(list.body[0].customer.suite, user.customerId)
    const notDelivered = await staff.get('/api/admin/orders?status_ne=delivered')
    assert.equal(notDelivered.headers.get('x-total-count'), '1')

    // A parcel that came in under another tracking number, linked by staff.
    const pkg = await receive(staff, user.customerId!, { inboundTracking: 'TBA000111222' })
    assert.equal(
      (await staff.get(`/api/admin/orders/${fulfilled.number}`)).body.status,
      'fulfilled'
    )
    const linked = await staff.post(`/api/admin/orders/${fulfilled.number}/package`, {
      packageNumber: pkg.number,
    })
    assert.equal(linked.status, 200)
    assert.equal(linked.body.status, 'received')

    const forbidden = await staff.delete(`/api/admin/orders/${fulfilled.number}`)
    assert.equal(forbidden.status, 403)
    assert.equal((await admin.delete(`/api/admin/orders/${fulfilled.number}`)).status, 204)
    assert.equal((await staff.get(`/api/admin/orders/${fulfilled.number}`)).status, 404)
  })

  test('staff list one customer’s orders (userId)', async ({ assert }) => {
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const ana = await signedIn('customer')
    const omar = await signedIn('customer')
    await orderIn(ana.user, staffUser)
    await orderIn(ana.user, staffUser, 'processing')
    const omars = await orderIn(omar.user, staffUser)

    const anas = await staff.get(`/api/admin/orders?userId=${ana.user.id}`)
    assert.equal(anas.headers.get('x-total-count'), '2')
    const inProcess = await staff.get(`/api/admin/orders?userId=${ana.user.id}&status=processing`)
    assert.equal(inProcess.headers.get('x-total-count'), '1')
    const his = await staff.get(`/api/admin/orders?userId=${omar.user.id}`)
    assert.deepEqual(
      his.body.map((order: { number: string }) => order.number),
      [omars.number]
    )
  })

  test('staff totals by status stay exact through every change of an order', async ({ assert }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const { agent: admin } = await signedIn('admin')
    const cancelled = await orderIn(user, staffUser, 'submitted')
    const held = await orderIn(user, staffUser, 'processing')
    const deleted = await orderIn(user, staffUser, 'fulfilled')
    await orderIn(user, staffUser, 'delivered')
    await orderIn(user, staffUser, 'delivered')

    await customer.post(`/api/orders/${cancelled.number}/cancel`)
    await staff.post(`/api/admin/orders/${held.number}/status`, {
      status: 'held',
      reason: 'Waiting for the customer to confirm the size',
    })
    await admin.delete(`/api/admin/orders/${deleted.number}`)

    /* Each total the list answers is the one counting the orders themselves gives. */
    const counted = async (query = '') => {
      const list = await staff.get(`/api/admin/orders?${query}`)
      return Number(list.headers.get('x-total-count'))
    }
    const stored = async (statuses?: string[]) => {
      const query = db.from('orders').count('* as total')
      if (statuses) query.whereIn('status', statuses)
      const [{ total }] = await query
      return Number(total)
    }
    assert.equal(await counted(), 4)
    assert.equal(await counted(), await stored())
    for (const status of ['submitted', 'processing', 'held', 'cancelled', 'delivered']) {
      assert.equal(await counted(`status=${status}`), await stored([status]), status)
    }
    assert.equal(await counted('status=held&status=delivered'), 3)
    assert.equal(await counted('status=delivered&q=ORD'), 2)
    assert.deepEqual((await staff.get('/api/admin/stats')).body.ordersByStatus, {
      cancelled: 1,
      delivered: 2,
      held: 1,
    })
  })

  test('customers get 403 on every back-office order route', async ({ assert }) => {
    const { user, agent } = await signedIn('customer')
    const { user: staffUser } = await signedIn('staff')
    const order = await orderIn(user, staffUser)
    for (const [method, path] of [
      ['get', '/api/admin/orders'],
      ['get', `/api/admin/orders/${order.number}`],
      ['post', `/api/admin/orders/${order.number}/status`],
      ['post', `/api/admin/orders/${order.number}/package`],
      ['delete', `/api/admin/orders/${order.number}`],
    ] as const) {
      assert.equal((await agent[method](path, {})).status, 403, path)
    }
  })
})
