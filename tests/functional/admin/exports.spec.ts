import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Invoice from '#models/invoice'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent } from '#tests/helpers/http'
import { invoiceFor } from '#tests/functional/money/helpers'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'

const lines = (csv: string) => csv.trimEnd().split('\r\n')

async function paid(invoice: Invoice, refundedCents = 0) {
  invoice.merge({
    status: refundedCents ? 'refunded' : 'paid',
    paidAt: DateTime.utc(),
    refundedCents,
  })
  await invoice.save()
}

test.group('Back office: CSV exports, invoices and stats', (group) => {
  isolateEachTest(group)

  test('users.csv streams the filtered, sorted list and neutralises formulas', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const mallory = await signedIn()
    mallory.user.merge({ firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, Jr.' })
    await mallory.user.save()
    const plain = await signedIn()
    plain.user.merge({ firstName: 'Ana', lastName: '+34 "quoted"' })
    await plain.user.save()

    const csv = await staff.agent.get('/api/admin/users.csv?role=customer&_sort=id&_order=desc')
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type')!, /^text\/csv/)
    assert.match(csv.headers.get('content-disposition')!, /users\.csv/)
    const rows = lines(csv.body)
    assert.equal(rows[0], 'id,customerId,firstName,lastName,email,phone,role,locale,createdAt')
    assert.lengthOf(rows, 3)
    assert.match(rows[1], new RegExp(`^${plain.user.id},[A-Z0-9-]+,Ana,"'\\+34 ""quoted""",`))
    assert.match(
      rows[2],
      new RegExp(
        `^${mallory.user.id},[A-Z0-9-]+,"'=HYPERLINK\\(""http://evil""\\)","Smith, Jr\\.",`
      )
    )

    const accepted = await staff.agent.get('/api/admin/users?role=staff', { accept: 'text/csv' })
    assert.match(accepted.headers.get('content-type')!, /^text\/csv/)
    assert.lengthOf(lines(accepted.body), 2)
    assert.include(lines(accepted.body)[1], staff.user.email)
  })

  test('exports stream past a page: every row once, in the list order', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await signedIn()
    for (let i = 0; i < 105; i++) await invoiceFor(customer.user, 1000 + i)
    const csv = lines(
      (await staff.agent.get('/api/admin/invoices.csv?_sort=totalCents&_order=asc')).body
    )
    assert.lengthOf(csv, 106)
    assert.deepEqual(
      csv.slice(1).map((row) => Number(row.split(',')[4])),
      Array.from({ length: 105 }, (_, i) => 1000 + i)
    )
  })

  test('packages.csv follows the list filters', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await signedIn()
    const suite = customer.user.customerId!
    await receive(staff.agent, suite, { sender: '@Amazon', carrier: 'UPS', weightLb: 1 })
    await receive(staff.agent, suite, { sender: 'Best Buy', carrier: 'FedEx', weightLb: 5 })
    await receive(staff.agent, suite, { sender: 'Target', carrier: 'USPS', weightLb: 9 })

    const list = await staff.agent.get('/api/admin/packages?weightLb_gte=2&carrier_ne=USPS')
    assert.equal(list.headers.get('x-total-count'), '1')
    assert.equal(list.body[0].sender, 'Best Buy')

    const csv = lines(
      (
        await staff.agent.get(
          '/api/admin/packages.csv?carrier=UPS&carrier=FedEx&_sort=weightLb&_order=asc'
        )
      ).body
    )
    assert.equal(
      csv[0],
      'number,status,suite,customer,carrier,inboundTracking,sender,description,weightLb,declaredValueCents,receivedAt'
    )
    assert.lengthOf(csv, 3)
    assert.include(csv[1], `,'@Amazon,`)
    assert.include(csv[2], ',Best Buy,')
    assert.include(csv[1], `,${suite},`)
  })

  test('staff list and read every customer’s invoices', async ({ assert }) => {
    const staff = await signedIn('staff')
    const ana = await signedIn()
    const omar = await signedIn()
    const first = await invoiceFor(ana.user, 5000)
    await invoiceFor(omar.user, 7000)
    await paid(first)

    const list = await staff.agent.get('/api/admin/invoices?status=paid')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '1')
    // Whose it is, by name and suite, as the list shows it.
    assert.containsSubset(list.body[0], {
      number: first.number,
      userId: ana.user.id,
      customer: {
        id: ana.user.id,
        suite: ana.user.customerId,
        name: `${ana.user.firstName} ${ana.user.lastName}`,
      },
      totalCents: 5000,
    })

    const byCustomer = await staff.agent.get(
      `/api/admin/invoices?userId=${omar.user.id}&totalCents_lte=7000`
    )
    assert.equal(byCustomer.headers.get('x-total-count'), '1')

    const shown = await staff.agent.get(`/api/admin/invoices/${first.number}`)
    assert.equal(shown.status, 200)
    assert.lengthOf(shown.body.lines, 2)
    assert.equal(shown.body.customer.name, `${ana.user.firstName} ${ana.user.lastName}`)
  })

  test('stats: revenue net of refunds (admins), users, orders, storage and transit', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const admin = await signedIn('admin')
    const customer = await signedIn()
    await paid(await invoiceFor(customer.user, 10_000))
    await paid(await invoiceFor(customer.user, 4_000), 1_500)
    await invoiceFor(customer.user, 9_999)
    await receive(staff.agent, customer.user.customerId!)

    const stats = await admin.agent.get('/api/admin/stats')
    assert.equal(stats.status, 200)
    assert.containsSubset(stats.body, {
      revenueCents: 12_500,
      users: 3,
      packagesInStorage: 1,
      shipmentsInTransit: 0,
    })
    // Staff are sent the same counts without the revenue.
    const { revenueCents, lockedPrices, ...counts } = stats.body
    assert.deepEqual((await staff.agent.get('/api/admin/stats')).body, counts)
    assert.isNumber(revenueCents)
    // No shipment packed against a locked price yet.
    const none = { absorbed: { count: 0, totalCents: 0 }, credited: { count: 0, totalCents: 0 } }
    assert.deepEqual(lockedPrices, { packing: none, duties: none })
    const orders = (await db.connection().schema.hasTable('orders')) ? await db.from('orders') : []
    assert.equal(
      Object.values(stats.body.ordersByStatus as Record<string, number>).reduce((a, b) => a + b, 0),
      orders.length
    )
  })

  test('customers get 403 from every back-office route of this area; visitors 401', async ({
    assert,
  }) => {
    const customer = await signedIn()
    const id = customer.user.id
    const routes = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users.csv'],
      ['GET', `/api/admin/users/${id}`],
      ['PATCH', `/api/admin/users/${id}`],
      ['DELETE', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}/role`],
      ['GET', `/api/admin/users/${id}/role-changes`],
      ['POST', '/api/admin/reauthenticate'],
      ['GET', '/api/admin/invoices'],
      ['GET', '/api/admin/invoices.csv'],
      ['GET', '/api/admin/invoices/INV-1'],
      ['GET', '/api/admin/packages.csv'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/analytics/funnels/shipping_request'],
      ['GET', '/api/admin/analytics/heatmap?page=/'],
    ] as const
    for (const [method, path] of routes) {
      const response = await customer.agent.request(method, path, method === 'GET' ? undefined : {})
      assert.equal(response.status, 403, `${method} ${path}`)
    }
    const visitor = await new BrowserAgent().get('/api/admin/users')
    assert.equal(visitor.status, 401)
  })
})
