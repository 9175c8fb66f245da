import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Package from '#models/package'
import Shipment from '#models/shipment'
import ReturnRequest from '#models/return_request'
import { UserFactory } from '#database/factories/user_factory'
import { raiseInvoice } from '#services/money/invoicing'
import { createOrder } from '#services/orders/orders'
import { submitPurchaseRequest } from '#services/orders/purchase_assistance'
import { publicNumber } from '#services/platform/public_numbers'
import { signedIn } from '#tests/helpers/auth'
import { isolateEachTest } from '#tests/helpers/database'
import { destination } from '#tests/functional/parcels/helpers'

type Row = { id?: number; number?: string }

/** One record of each back-office list for a customer, named as each list names its rows. */
async function recordsOf(owner: User) {
  const pkg = await Package.create({
    number: publicNumber('PKG'),
    userId: owner.id,
    status: 'received',
    carrier: 'UPS',
    inboundTracking: `1Z${owner.id}AA101234567`,
    sender: 'Zappos',
    description: 'Boots',
    weightLb: 2.4,
    lengthIn: 14,
    widthIn: 10,
    heightIn: 5,
    duplicateTracking: false,
    hasProhibitedItems: false,
  })
  const shipment = await Shipment.create({
    number: publicNumber('SHP'),
    userId: owner.id,
    status: 'delivered',
    service: 'fedex_international_priority',
    ...destination,
    declaredValueCents: 12_000,
    estimatedPriceCents: 6_040,
    separatePriceCents: 6_040,
  })
  const invoice = await raiseInvoice({
    userId: owner.id,
    subjectType: null,
    subjectId: null,
    lines: [{ kind: 'shipping', description: 'FedEx International Priority', amountCents: 6_040 }],
  })
  const request = await submitPurchaseRequest(owner, {
    storeState: 'NY',
    items: [{ url: 'https://store.example/tv', name: 'Lamp', quantity: 1, unitPriceCents: 2_000 }],
  })
  const returned = await ReturnRequest.create({
    userId: owner.id,
    shipmentId: shipment.id,
    status: 'requested',
    reason: 'The speaker arrived with a cracked grille.',
  })
  const order = await db.transaction((trx) =>
    createOrder(
      {
        userId: owner.id,
        totalCents: 12_553,
        shippingAddress: destination,
        billingAddress: null,
        items: [{ name: 'Kindle', url: null, options: null, quantity: 1, unitPriceCents: 10_999 }],
      },
      null,
      trx
    )
  )
  return {
    'packages': pkg.number,
    'shipments': shipment.number,
    'invoices': invoice.number,
    'users': owner.id,
    'purchase-requests': request.id,
    'returns': returned.id,
    'orders': order.number,
  }
}

type Lists = Awaited<ReturnType<typeof recordsOf>>
const LISTS = [
  'packages',
  'shipments',
  'invoices',
  'users',
  'purchase-requests',
  'returns',
  'orders',
] as const satisfies (keyof Lists)[]

/** What each list answers to `q` (its rows' keys). */
async function found(
  agent: Awaited<ReturnType<typeof signedIn>>['agent'],
  list: string,
  q: string
) {
  const response = await agent.get(`/api/admin/${list}?q=${encodeURIComponent(q)}&_end=100`)
  if (response.status !== 200) throw new Error(`${list}?q=${q}: ${response.status}`)
  return (response.body as Row[]).map((row) => row.number ?? row.id)
}

test.group('Back office: every list finds a customer as staff type them', (group) => {
  isolateEachTest(group)

  test('suite with or without its prefix, names without accents or case, Arabic, email', async ({
    assert,
  }) => {
    const { agent } = await signedIn('staff', { firstName: 'Grace', lastName: 'Hopper' })
    const maria = await UserFactory.merge({
      firstName: 'María José',
      lastName: 'Núñez',
      email: 'mj.nunez@example.com',
      customerId: 'SG-48213',
    }).create()
    const layla = await UserFactory.merge({
      firstName: 'لَيْلى',
      lastName: 'حدّاد',
      email: 'layla.h@example.net',
      customerId: 'SG-73051',
    }).create()
    const records = { maria: await recordsOf(maria), layla: await recordsOf(layla) }

    const searches: [string, keyof typeof records][] = [
      ['SG-48213', 'maria'],
      ['48213', 'maria'],
      ['sg 48213', 'maria'],
      ['maria', 'maria'],
      ['MARÍA JOSÉ NUÑEZ', 'maria'],
      ['nunez', 'maria'],
      ['mj.nunez@', 'maria'],
      ['ليلى', 'layla'],
      // Without its vowel marks and with a final yeh for the alef maqsura, as often typed.
      ['ليلي حداد', 'layla'],
      ['LAYLA.H@EXAMPLE', 'layla'],
      ['73051', 'layla'],
    ]
    for (const list of LISTS) {
      for (const [q, who] of searches) {
        assert.deepEqual(await found(agent, list, q), [records[who][list]], `${list} ?q=${q}`)
      }
      assert.deepEqual(await found(agent, list, 'Zoë Nobody'), [], `${list}: no one`)
    }
  })

  test("a list's own columns are still searched beside the customer", async ({ assert }) => {
    const { agent } = await signedIn('staff')
    const customer = await UserFactory.merge({ customerId: 'SG-11111' }).create()
    const records = await recordsOf(customer)
    const pkg = await Package.findByOrFail('number', records.packages)
    assert.deepEqual(await found(agent, 'packages', pkg.inboundTracking!), [records.packages])
    assert.deepEqual(await found(agent, 'packages', 'zappos'), [records.packages])
    assert.deepEqual(await found(agent, 'invoices', records.invoices.slice(-4).toLowerCase()), [
      records.invoices,
    ])
    assert.deepEqual(await found(agent, 'purchase-requests', 'lamp'), [
      records['purchase-requests'],
    ])
    assert.deepEqual(await found(agent, 'returns', records.shipments), [records.returns])
  })

  test('a renamed customer is found by the new name only', async ({ assert }) => {
    const { agent } = await signedIn('staff')
    const customer = await UserFactory.merge({ firstName: 'Zoé', lastName: 'Ávila' }).create()
    assert.deepEqual(await found(agent, 'users', 'zoe avila'), [customer.id])
    customer.lastName = 'Müller'
    await customer.save()
    assert.deepEqual(await found(agent, 'users', 'avila'), [])
    assert.deepEqual(await found(agent, 'users', 'zoe muller'), [customer.id])
  })

  test('what staff type is matched as typed: an email with an underscore, a percent sign', async ({
    assert,
  }) => {
    const { agent } = await signedIn('staff')
    const customer = await UserFactory.merge({ email: 'ana_ruiz@example.com' }).create()
    // Another whose email the underscore would match as a wildcard.
    await UserFactory.merge({ email: 'ana.ruiz@example.com' }).create()
    const records = await recordsOf(customer)
    for (const list of LISTS) {
      assert.deepEqual(await found(agent, list, 'ana_ruiz@'), [records[list]], list)
      assert.deepEqual(await found(agent, list, '%'), [], `${list}: a percent sign is no wildcard`)
    }
  })
})
