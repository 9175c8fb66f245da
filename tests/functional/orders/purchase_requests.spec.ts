import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolateEachTest } from '#tests/helpers/database'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'
import { firstError } from '#tests/helpers/http'
import { ledgerTotals } from '#tests/functional/money/helpers'
import { GOOD_CARD, expectStatus, paidRequest, twoItems } from './helpers.js'

test.group('Purchase assistance', (group) => {
  isolateEachTest(group)

  test('ask, quote, accept, pay, buy everything, receive: the order arrives', async ({
    assert,
  }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')

    const submitted = await expectStatus(
      await customer.post('/api/purchase-requests', {
        items: [
          {
            url: 'https://www.bestbuy.com/site/airpods',
            name: 'AirPods',
            quantity: 1,
            unitPriceCents: 4_000,
          },
        ],
        notes: 'White case please',
        storeState: 'ca',
      }),
      201
    )
    assert.containSubset(submitted, {
      status: 'submitted',
      storeState: 'CA',
      notes: 'White case please',
      itemsCents: 4_000,
      quote: null,
      invoice: null,
      orderNumber: null,
    })
    // Asking costs nothing.
    assert.equal((await customer.get('/api/invoices')).headers.get('x-total-count'), '0')

    const quoted = await staff.post(`/api/admin/purchase-requests/${submitted.id}/quote`, {
      domesticShippingCents: 0,
    })
    assert.equal(quoted.status, 200)
    // $40 → the $5 minimum fee; California 8.82% tax on $40 = 352.8 → 353 cents.
    assert.deepEqual(quoted.body.quote, {
      itemsCents: 4_000,
      feeCents: 500,
      salesTaxCents: 353,
      domesticShippingCents: 0,
      totalCents: 4_853,
    })
    assert.equal(quoted.body.status, 'quoted')

    const accepted = await customer.post(`/api/purchase-requests/${submitted.id}/accept`)
    assert.equal(accepted.status, 200)
    assert.equal(accepted.body.status, 'accepted')
    const invoice = await customer.get(`/api/invoices/${accepted.body.invoiceNumber}`)
    assert.equal(invoice.body.totalCents, 4_853)
    assert.deepEqual(
      invoice.body.lines.map((line: any) => [line.kind, line.amountCents]),
      [
        ['purchase_item', 4_000],
        ['purchase_fee', 500],
        ['sales_tax', 353],
      ]
    )

    await expectStatus(
      await customer.post(`/api/invoices/${accepted.body.invoiceNumber}/pay`, {
        method: 'card',
        card: GOOD_CARD,
      }),
      200
    )
    const paid = await customer.get(`/api/purchase-requests/${submitted.id}`)
    assert.equal(paid.body.status, 'paid')

    const [item] = paid.body.items
    const purchased = await staff.post(`/api/admin/purchase-requests/${submitted.id}/purchased`, {
      items: [{ id: item.id, bought: true }],
      inboundTracking: '1ZAIRPODS0001',
    })
    assert.equal(purchased.status, 200)
    assert.equal(purchased.body.status, 'purchased')
    assert.equal(purchased.body.refundedCents, 0)
    assert.match(purchased.body.orderNumber, /^ORD-[2-9A-HJKMNP-Z]{8}$/)

    const order = await customer.get(`/api/orders/${purchased.body.orderNumber}`)
    assert.containSubset(order.body, {
      status: 'fulfilled',
      totalCents: 4_853,
      inboundTracking: '1ZAIRPODS0001',
      items: [{ name: 'AirPods', quantity: 1, unitPriceCents: 4_000 }],
      shippingAddress: { suite: user.customerId },
    })
    assert.deepEqual(
      order.body.history.map((change: any) => [change.from, change.to, change.by]),
      [
        [null, 'submitted', 'staff'],
        ['submitted', 'processing', 'staff'],
        ['processing', 'fulfilled', 'staff'],
      ]
    )

    // The store's parcel arrives at the warehouse under the tracking number staff recorded.
    await receive(staff, user.customerId!, { inboundTracking: '1ZAIRPODS0001' })
    const arrived = await customer.get(`/api/orders/${purchased.body.orderNumber}`)
    assert.equal(arrived.body.status, 'received')
    assert.equal(arrived.body.tracking.stage, 'shipping_center')
    assert.deepEqual(
      arrived.body.tracking.milestones.map((milestone: any) => milestone.milestone),
      ['order_confirmed', 'payment_processed', 'items_sourced', 'package_arrived']
    )
  })

  test('a $200 item carries a $16 fee', async ({ assert }) => {
    const { agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const submitted = await customer.post('/api/purchase-requests', {
      items: [{ url: 'https://store.example/tv', name: 'TV', quantity: 1, unitPriceCents: 20_000 }],
      storeState: 'OR',
    })
    const quoted = await staff.post(`/api/admin/purchase-requests/${submitted.body.id}/quote`, {
      domesticShippingCents: 1_200,
    })
    // Oregon has no sales tax.
    assert.deepEqual(quoted.body.quote, {
      itemsCents: 20_000,
      feeCents: 1_600,
      salesTaxCents: 0,
      domesticShippingCents: 1_200,
      totalCents: 22_800,
    })
  })

  test("the quote's invoice lines are in the customer's language", async ({ assert }) => {
    const { agent: customer } = await signedIn('customer', { locale: 'es' })
    const { agent: staff } = await signedIn('staff')
    const submitted = await customer.post('/api/purchase-requests', {
      items: [{ url: 'https://store.example/tv', name: 'TV', quantity: 2, unitPriceCents: 20_000 }],
      storeState: 'CA',
    })
    await staff.post(`/api/admin/purchase-requests/${submitted.body.id}/quote`, {
      domesticShippingCents: 1_200,
    })
    const accepted = await customer.post(`/api/purchase-requests/${submitted.body.id}/accept`)
    const invoice = await customer.get(`/api/invoices/${accepted.body.invoiceNumber}`)
    assert.deepEqual(
      invoice.body.lines.map((line: { description: string }) => line.description),
      [
        '2 × TV',
        'Comisión de asistencia de compra',
        'Impuesto sobre las ventas (CA)',
        'Envío de la tienda a nuestro almacén',
      ]
    )
  })

  test('items the store could not sell are refunded to the wallet with their share of fee and tax', async ({
    assert,
  }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const paid = await paidRequest(customer, staff)
    // $200 of items in New York: fee 1,600, tax 8.53% = 1,706, shipping 900 → 24,206.
    assert.equal(paid.invoice.totalCents, 24_206)
    const [shoes, jacket] = paid.items

    const purchased = await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
      items: [
        { id: shoes.id, bought: true },
        { id: jacket.id, bought: false },
      ],
    })
    assert.equal(purchased.status, 200)
    // The $100 jacket: 10,000 + half the fee (800) + half the tax (853).
    assert.equal(purchased.body.refundedCents, 11_653)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 11_653,
      ledgerSumCents: 11_653,
      entries: 1,
    })
    const invoice = await customer.get(`/api/invoices/${paid.invoice.number}`)
    assert.equal(invoice.body.refundedCents, 11_653)

    const order = await customer.get(`/api/orders/${purchased.body.orderNumber}`)
    assert.equal(order.body.totalCents, 24_206 - 11_653)
    assert.deepEqual(
      order.body.items.map((item: any) => item.name),
      ['Pegasus 41 running shoes']
    )
    // Its total is what it is made of: $100 of shoes, the fee and tax left, the shipping.
    assert.deepEqual(order.body.charges, {
      itemsCents: 10_000,
      feeCents: 800,
      salesTaxCents: 853,
      domesticShippingCents: 900,
      totalCents: 12_553,
      storeState: 'NY',
      // And what the request asked for that was not bought, as refunded.
      notBought: { items: ['Nano Puff jacket'], refundedCents: 11_653 },
    })
  })

  test('nothing bought: the whole invoice goes back and there is no order', async ({ assert }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const paid = await paidRequest(customer, staff)
    const purchased = await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
      items: paid.items.map((item: any) => ({ id: item.id, bought: false })),
    })
    assert.equal(purchased.body.status, 'not_purchased')
    assert.equal(purchased.body.refundedCents, 24_206)
    assert.isNull(purchased.body.orderNumber)
    assert.equal((await ledgerTotals(user)).balanceCents, 24_206)
    assert.equal((await customer.get('/api/orders')).headers.get('x-total-count'), '0')
  })

  test('a bought order is no longer the customer’s to cancel; staff cancelling it refund the whole paid invoice, once', async ({
    assert,
  }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    // $50 in Oregon (no sales tax): 5,000 + the $5 minimum fee + 540 shipping = 6,040.
    const paid = await paidRequest(
      customer,
      staff,
      {
        items: [
          {
            url: 'https://store.example/kettle',
            name: 'Kettle',
            quantity: 1,
            unitPriceCents: 5_000,
          },
        ],
        storeState: 'OR',
      },
      540
    )
    assert.equal(paid.invoice.totalCents, 6_040)
    const purchased = await expectStatus(
      await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
        items: [{ id: paid.items[0].id, bought: true }],
      }),
      200
    )

    // Bought: the goods are the customer's, and a return is their way back.
    const refused = await customer.post(`/api/orders/${purchased.orderNumber}/cancel`)
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message,
      `Order ${purchased.orderNumber} has already been bought for you and can no longer be cancelled. Once it is delivered, you can return it`
    )
    assert.equal((await ledgerTotals(user)).entries, 0)

    const cancelled = await staff.post(`/api/admin/orders/${purchased.orderNumber}/status`, {
      status: 'cancelled',
      reason: 'The store could not ship it',
    })
    assert.equal(cancelled.status, 200)
    assert.equal(cancelled.body.status, 'cancelled')
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 6_040,
      ledgerSumCents: 6_040,
      entries: 1,
    })
    const invoice = await customer.get(`/api/invoices/${paid.invoice.number}`)
    assert.equal(invoice.body.status, 'refunded')
    assert.equal(invoice.body.refundedCents, 6_040)
    const [refund] = (await customer.get('/api/wallet/transactions')).body
    assert.containSubset(refund, { type: 'refund', amountCents: 6_040 })
    assert.equal(
      (await customer.get(`/api/purchase-requests/${paid.id}`)).body.refundedCents,
      6_040
    )
    const [walletNews] = (await customer.get('/api/notifications?type=wallet_update')).body
    assert.equal(walletNews.title, `Refund for order ${purchased.orderNumber}`)
    assert.equal(
      walletNews.body,
      `We returned $60.40 to your wallet for your cancelled order ${purchased.orderNumber}.`
    )

    // A second cancel is refused, and refunds nothing more.
    const again = await staff.post(`/api/admin/orders/${purchased.orderNumber}/status`, {
      status: 'cancelled',
    })
    assert.equal(again.status, 409)
    assert.equal((await ledgerTotals(user)).entries, 1)
  })

  test('staff cancelling a partly bought order refund what the first refund left', async ({
    assert,
  }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { user: staffUser, agent: staff } = await signedIn('staff')
    const paid = await paidRequest(customer, staff)
    const [shoes, jacket] = paid.items
    const purchased = await expectStatus(
      await staff.post(`/api/admin/purchase-requests/${paid.id}/purchased`, {
        items: [
          { id: shoes.id, bought: true },
          { id: jacket.id, bought: false },
        ],
      }),
      200
    )
    // 24,206 paid; 11,653 went back for the jacket; the order holds the other 12,553.
    const url = `/api/admin/orders/${purchased.orderNumber}/status`
    const cancelled = await staff.post(url, {
      status: 'cancelled',
      reason: 'The store cancelled the shipment',
    })
    assert.equal(cancelled.status, 200)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 24_206,
      ledgerSumCents: 24_206,
      entries: 2,
    })
    const [refund] = (await customer.get('/api/wallet/transactions?_sort=createdAt&_order=desc'))
      .body
    assert.equal(refund.amountCents, 12_553)
    const invoice = await customer.get(`/api/invoices/${paid.invoice.number}`)
    assert.containSubset(invoice.body, { status: 'refunded', refundedCents: 24_206 })
    assert.equal(
      (await customer.get(`/api/purchase-requests/${paid.id}`)).body.refundedCents,
      24_206
    )
    const entry = await db.from('wallet_transactions').where('amount_cents', 12_553).first()
    assert.equal(entry.created_by_id, staffUser.id)

    assert.equal((await staff.post(url, { status: 'cancelled' })).status, 409)
    assert.equal((await ledgerTotals(user)).balanceCents, 24_206)
  })

  test('every step refuses out of turn, with its message', async ({ assert }) => {
    const { user, agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const submitted = await expectStatus(
      await customer.post('/api/purchase-requests', { items: twoItems, storeState: 'TX' }),
      201
    )
    const id = submitted.id

    let refused = await customer.post(`/api/purchase-requests/${id}/accept`)
    assert.equal(
      firstError(refused, 409),
      `Purchase request ${id} is waiting for a quote: only a quoted request can be accepted`
    )

    refused = await staff.post(`/api/admin/purchase-requests/${id}/purchased`, {
      items: submitted.items.map((item: any) => ({ id: item.id, bought: true })),
    })
    assert.equal(
      firstError(refused, 409),
      `Purchase request ${id} is waiting for a quote: items can be marked bought once it is paid`
    )

    await expectStatus(
      await staff.post(`/api/admin/purchase-requests/${id}/quote`, { domesticShippingCents: 0 }),
      200
    )
    refused = await staff.post(`/api/admin/purchase-requests/${id}/quote`, {
      domesticShippingCents: 0,
    })
    assert.equal(
      firstError(refused, 409),
      `Purchase request ${id} is quoted and can no longer be quoted`
    )

    // Paying before accepting is refused, and the payment undone.
    const quoted = await customer.get(`/api/purchase-requests/${id}`)
    refused = await customer.post(`/api/invoices/${quoted.body.invoice.number}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(
      firstError(refused, 409),
      `Accept the quote of purchase request ${id} before paying it (it is quoted)`
    )
    assert.equal(
      (await customer.get(`/api/invoices/${quoted.body.invoice.number}`)).body.status,
      'unpaid'
    )
    assert.equal((await ledgerTotals(user)).balanceCents, 0)

    await expectStatus(await customer.post(`/api/purchase-requests/${id}/accept`), 200)
    refused = await customer.post(`/api/purchase-requests/${id}/accept`)
    assert.equal(
      firstError(refused, 409),
      `Purchase request ${id} is accepted, waiting for payment: only a quoted request can be accepted`
    )
    await expectStatus(
      await customer.post(`/api/invoices/${quoted.body.invoice.number}/pay`, {
        method: 'card',
        card: GOOD_CARD,
      }),
      200
    )

    // Staff must account for every item of the request, and only for those.
    refused = await staff.post(`/api/admin/purchase-requests/${id}/purchased`, {
      items: [{ id: submitted.items[0].id, bought: true }],
    })
    assert.equal(
      firstError(refused, 422),
      'Say for every item of the request, and only for those, whether it was bought'
    )
  })

  test('a request without a store state: staff name the state when quoting, and must', async ({
    assert,
  }) => {
    const { agent: customer } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const asked = await customer.post('/api/purchase-requests', {
      items: [
        { url: 'https://www.rei.com/tent', name: 'Tent', quantity: 1, unitPriceCents: 4_000 },
      ],
      notes: 'Any colour',
    })
    assert.equal(asked.status, 201)
    assert.isNull(asked.body.storeState)

    const quote = `/api/admin/purchase-requests/${asked.body.id}/quote`
    const unnamed = await staff.post(quote, { domesticShippingCents: 0 })
    assert.equal(unnamed.status, 422)
    assert.equal(unnamed.body.errors[0].field, 'storeState')
    assert.include(unnamed.body.errors[0].message, 'US state')

    const quoted = await staff.post(quote, { domesticShippingCents: 0, storeState: 'ca' })
    assert.equal(quoted.status, 200)
    assert.equal(quoted.body.storeState, 'CA')
    // California's 8.82% on $40.
    assert.equal(quoted.body.quote.salesTaxCents, 353)
  })

  test('requests are validated', async ({ assert }) => {
    const { agent: customer } = await signedIn('customer')
    const refused = await customer.post('/api/purchase-requests', {
      items: [{ url: 'not a url', name: '', quantity: 0, unitPriceCents: 12.5 }],
      storeState: 'ZZ',
    })
    assert.equal(refused.status, 422)
    const fields = refused.body.errors.map((error: any) => error.field)
    assert.includeMembers(fields, [
      'items.0.url',
      'items.0.name',
      'items.0.quantity',
      'items.0.unitPriceCents',
      'storeState',
    ])
    const empty = await customer.post('/api/purchase-requests', { items: [], storeState: 'NY' })
    assert.equal(empty.status, 422)
  })

  test("a customer sees only their own requests; the back office is staff's", async ({
    assert,
  }) => {
    const { agent: customer } = await signedIn('customer')
    const { agent: other } = await signedIn('customer')
    const { agent: staff } = await signedIn('staff')
    const mine = await expectStatus(
      await customer.post('/api/purchase-requests', { items: twoItems, storeState: 'NY' }),
      201
    )
    await other.post('/api/purchase-requests', { items: twoItems, storeState: 'FL' })

    const list = await customer.get('/api/purchase-requests?_start=0&_end=10')
    assert.equal(list.headers.get('x-total-count'), '1')
    assert.equal(list.body[0].id, mine.id)

    const notFound = await other.get(`/api/purchase-requests/${mine.id}`)
    assert.equal(firstError(notFound, 404), 'Purchase request not found')
    assert.equal((await other.post(`/api/purchase-requests/${mine.id}/accept`)).status, 404)

    for (const [method, path] of [
      ['get', '/api/admin/purchase-requests'],
      ['get', `/api/admin/purchase-requests/${mine.id}`],
      ['post', `/api/admin/purchase-requests/${mine.id}/quote`],
      ['post', `/api/admin/purchase-requests/${mine.id}/purchased`],
    ] as const) {
      assert.equal((await customer[method](path, {})).status, 403, path)
    }

    const all = await staff.get('/api/admin/purchase-requests?status=submitted')
    assert.equal(all.headers.get('x-total-count'), '2')
    assert.property(all.body[0], 'customer')
  })
})

test.group('Purchase requests: staff search (q)', (group) => {
  isolateEachTest(group)

  test('matches an item name or the customer; the customer list searches their own', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    // A fixed address: the search drops LIKE's wildcards (_ and %), so a random one with "_" in it
    // would be searched without it.
    const ana = await signedIn('customer', { email: 'ana.lopez@example.com' })
    const omar = await signedIn('customer')
    const ask = (agent: typeof staff, name: string) =>
      agent.post('/api/purchase-requests', {
        items: [{ url: 'https://www.example.com/item', name, quantity: 1, unitPriceCents: 1_000 }],
        storeState: 'DE',
      })
    await expectStatus(await ask(ana.agent, 'Lego Millennium Falcon'), 201)
    await expectStatus(await ask(omar.agent, 'Kindle Paperwhite'), 201)

    const byItem = await staff.get('/api/admin/purchase-requests?q=falcon')
    assert.equal(byItem.headers.get('x-total-count'), '1')
    assert.equal(byItem.body[0].customer.suite, ana.user.customerId)

    const bySuite = await staff.get(`/api/admin/purchase-requests?q=${omar.user.customerId}`)
    assert.equal(bySuite.headers.get('x-total-count'), '1')
    assert.equal(bySuite.body[0].customer.suite, omar.user.customerId)

    const byEmail = await staff.get(
      `/api/admin/purchase-requests?q=${encodeURIComponent(ana.user.email)}`
    )
    assert.equal(byEmail.headers.get('x-total-count'), '1')

    const own = await omar.agent.get('/api/purchase-requests?q=falcon')
    assert.equal(own.headers.get('x-total-count'), '0')
  })
})
