import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { firstError, type BrowserAgent } from '#tests/helpers/http'
import { readLabel } from '#tests/helpers/label_pdf'
import {
  CARD,
  ECONOMY,
  destination,
  paidUpFront,
  readyPackage,
} from '#tests/functional/parcels/helpers'

type Line = { kind: string; amountCents: number; description: string }
type Offer = {
  service: string
  priceCents: number
  totalCents: number
  dutiesUpFront?: { dutiesCents: number; taxesCents: number; feeCents: number; totalCents: number }
}

/** Iceland: no duty rules of ours, so its duties are only an estimate. */
const ICELAND = {
  recipientName: 'Guðrún Jónsdóttir',
  recipientPhone: '+3545512345',
  street: 'Laugavegur 12',
  city: 'Reykjavík',
  postalCode: '101',
  country: 'IS',
}

/** The quote of one ready package to `place`, and its economy offer. */
async function quoteOne(
  customer: BrowserAgent,
  packageNumber: string,
  place: { country: string; postalCode: string } = destination
) {
  const quoted = await customer.post('/api/shipments/quote', {
    packageNumbers: [packageNumber],
    country: place.country,
    postalCode: place.postalCode,
  })
  if (quoted.status !== 200) throw new Error(`quote failed: ${quoted.status}`)
  const offer = (quoted.body.quotes as Offer[]).find((each) => each.service === ECONOMY)!
  return { body: quoted.body, offer }
}

const ledgerOf = async (customer: BrowserAgent) =>
  (await customer.get('/api/wallet/transactions')).body as {
    type: string
    amountCents: number
    reason: string | null
  }[]

test.group('Duties and taxes paid up front', (group) => {
  isolateEachTest(group)

  test('the quote prices them by the rules of the day; the invoice bills them as lines, to the cent', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const { body, offer } = await quoteOne(customer, pkg.number)
    assert.deepEqual(body.dutiesUpFront, {
      available: true,
      unavailableBecause: null,
      feeCents: 495,
    })
    // Spain in December 2026: $120 of goods (one tariff heading) pay the EU's flat €3 (USD 3.20)
    // per item, and 21% VAT on goods, shipping and duty.
    const taxesCents = Math.round((12_000 + offer.priceCents + 320) * 0.21)
    assert.deepEqual(offer.dutiesUpFront, {
      dutiesCents: 320,
      taxesCents,
      feeCents: 495,
      totalCents: offer.totalCents + 320 + taxesCents + 495,
    })

    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
      ddp: true,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.incoterm, 'DDP')
    assert.deepEqual(requested.body.dutiesUpFront, {
      dutiesCents: 320,
      taxesCents,
      feeCents: 495,
    })
    assert.equal(requested.body.invoice.totalCents, offer.dutiesUpFront!.totalCents)
    const invoice = await customer.get(`/api/invoices/${requested.body.invoice.number}`)
    const number = requested.body.number
    assert.deepEqual(
      invoice.body.lines.map((line: Line) => [line.kind, line.amountCents]),
      [
        ['shipping', offer.priceCents],
        ['duties', 320],
        ['import_tax', taxesCents],
        ['ddp_fee', 495],
      ]
    )
    assert.deepEqual(
      invoice.body.lines.slice(1).map((line: Line) => line.description),
      [
        `Import duties in Spain, paid up front, shipment ${number}`,
        `Import tax in Spain, paid up front, shipment ${number}`,
        `Fee for paying duties and taxes up front, shipment ${number}`,
      ]
    )
  })

  test('repacked, they are priced on the smaller box’s shipping, and invoiced as quoted', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    // A box that bills for air: the repack offer ships it for less.
    const pkg = await readyPackage(staff, customer, user.customerId!, {
      weightLb: 3.2,
      lengthIn: 20,
      widthIn: 16,
      heightIn: 12,
    })
    const { body, offer } = await quoteOne(customer, pkg.number)
    const repacked = (body.repack.quotes as Offer[]).find((each) => each.service === ECONOMY)!
    assert.isBelow(repacked.priceCents, offer.priceCents)
    // Spain charges VAT on the shipping too, so the smaller box lowers the tax as well.
    assert.isBelow(repacked.dutiesUpFront!.taxesCents, offer.dutiesUpFront!.taxesCents)

    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
      repack: true,
      ddp: true,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.invoice.totalCents, repacked.dutiesUpFront!.totalCents)
    assert.equal(requested.body.dutiesUpFront.taxesCents, repacked.dutiesUpFront!.taxesCents)
  })

  test('without the choice the receiver pays at the door (DAP), and nothing of it is invoiced', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const { offer } = await quoteOne(customer, pkg.number)
    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
    })
    assert.equal(requested.status, 201)
    assert.equal(requested.body.incoterm, 'DAP')
    assert.isNull(requested.body.dutiesUpFront)
    assert.equal(requested.body.invoice.totalCents, offer.totalCents)
  })

  test('where only an estimate exists they are paid on delivery: offered nowhere, refused on the request', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await readyPackage(staff, customer, user.customerId!)
    const { body, offer } = await quoteOne(customer, pkg.number, ICELAND)
    assert.deepEqual(body.dutiesUpFront, {
      available: false,
      unavailableBecause: 'estimate',
      feeCents: 495,
    })
    assert.notProperty(offer, 'dutiesUpFront')
    assert.isTrue(body.dutiesAndTaxes.estimate)

    const refused = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: ICELAND,
      ddp: true,
    })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.errors[0].field, 'ddp')
    assert.equal(
      refused.body.errors[0].message,
      'Duties and taxes for Iceland can only be paid on delivery: we only have an estimate of them'
    )
    // Nothing was half-written: the package is still in storage, ready for a DAP request.
    const again = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: ICELAND,
    })
    assert.equal(again.status, 201)
    assert.equal(again.body.incoterm, 'DAP')
  })

  test('the carrier billed less: the difference goes to the wallet once, with a line that says why', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { number, prepaidCents } = await paidUpFront(staff, customer, user.customerId!)
    const billedCents = prepaidCents - 250
    const path = `/api/admin/shipments/${number}/duties-bill`

    const clicks = await Promise.all([
      staff.post(path, { billedCents }),
      staff.post(path, { billedCents }),
    ])
    assert.deepEqual(
      clicks.map((click) => click.status),
      [200, 200]
    )
    const [recorded] = clicks
    assert.deepEqual(
      recorded.body.priceAdjustments.find((each: { cause: string }) => each.cause === 'duties'),
      {
        cause: 'duties',
        invoicedCents: prepaidCents,
        actualCents: billedCents,
        absorbedCents: 0,
        creditedCents: 250,
        recordedAt: recorded.body.priceAdjustments.at(-1).recordedAt,
      }
    )
    const refunds = (await ledgerOf(customer)).filter((entry) => entry.type === 'refund')
    assert.lengthOf(refunds, 1)
    assert.include(refunds[0], { amountCents: 250 })
    assert.equal(
      refunds[0].reason,
      `The carrier billed less in duties and taxes for shipment ${number} than you paid up front: the difference is yours`
    )
    const notices = (await customer.get('/api/notifications')).body as { body: string }[]
    assert.lengthOf(
      notices.filter((notice) => notice.body.includes('came to less than you paid up front')),
      1
    )

    // A different figure afterwards is refused: the wallet was credited on the first.
    assert.equal(
      firstError(await staff.post(path, { billedCents: prepaidCents }), 409),
      `The carrier's duty bill for shipment ${number} was already recorded, at $${(billedCents / 100).toFixed(2)}`
    )
  })

  test('the carrier billed more, or the same: nothing is asked of the customer; the reports count it', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: admin } = await signedIn('admin')
    const over = await paidUpFront(staff, customer, user.customerId!)
    const equal = await paidUpFront(staff, customer, user.customerId!)
    const under = await paidUpFront(staff, customer, user.customerId!)
    const bill = (shipment: { number: string }, billedCents: number) =>
      staff.post(`/api/admin/shipments/${shipment.number}/duties-bill`, { billedCents })

    const dearer = await bill(over, over.prepaidCents + 410)
    assert.equal(dearer.status, 200)
    assert.deepInclude(dearer.body.priceAdjustments.at(-1), {
      absorbedCents: 410,
      creditedCents: 0,
    })
    const same = await bill(equal, equal.prepaidCents)
    assert.deepInclude(same.body.priceAdjustments.at(-1), { absorbedCents: 0, creditedCents: 0 })
    await bill(under, under.prepaidCents - 100)

    const refunds = (await ledgerOf(customer)).filter((entry) => entry.type === 'refund')
    assert.deepEqual(
      refunds.map((entry) => entry.amountCents),
      [100]
    )
    const stats = await admin.get('/api/admin/stats')
    assert.deepEqual(stats.body.lockedPrices.duties, {
      absorbed: { count: 1, totalCents: 410 },
      credited: { count: 1, totalCents: 100 },
    })
  })

  test('a duty bill is refused before payment and for a shipment whose receiver pays them', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const ddp = await readyPackage(staff, customer, user.customerId!)
    const unpaid = await customer.post('/api/shipments', {
      packageNumbers: [ddp.number],
      service: ECONOMY,
      address: destination,
      ddp: true,
    })
    assert.equal(
      firstError(
        await staff.post(`/api/admin/shipments/${unpaid.body.number}/duties-bill`, {
          billedCents: 100,
        }),
        409
      ),
      `Shipment ${unpaid.body.number} is not paid yet: record the duty bill once it is`
    )

    const dap = await readyPackage(staff, customer, user.customerId!)
    const atTheDoor = await customer.post('/api/shipments', {
      packageNumbers: [dap.number],
      service: ECONOMY,
      address: destination,
    })
    await customer.post(`/api/invoices/${atTheDoor.body.invoice.number}/pay`, {
      method: 'card',
      card: CARD,
    })
    assert.equal(
      firstError(
        await staff.post(`/api/admin/shipments/${atTheDoor.body.number}/duties-bill`, {
          billedCents: 100,
        }),
        409
      ),
      `Shipment ${atTheDoor.body.number} pays its duties and taxes on delivery: there is no duty bill to record`
    )
    const negative = await staff.post(`/api/admin/shipments/${atTheDoor.body.number}/duties-bill`, {
      billedCents: -5,
    })
    assert.equal(negative.status, 422)
  })

  test('the label and the commercial invoice say who pays them: DDP, else DAP', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { number } = await paidUpFront(staff, customer, user.customerId!)
    const read = async (path: string) =>
      (await readLabel((await staff.download(path)).bytes)).text.replace(/\s+/g, ' ')
    const shipment = `/api/admin/shipments/${number}`
    assert.include(
      await read(`${shipment}/label.pdf`),
      'DDP - duties and taxes paid by the shipper'
    )
    assert.include(
      await read(`${shipment}/commercial-invoice.pdf`),
      'Terms of delivery (Incoterms 2020): DDP - duties and taxes paid by the shipper'
    )

    const pkg = await readyPackage(staff, customer, user.customerId!)
    const dap = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: destination,
    })
    await customer.post(`/api/invoices/${dap.body.invoice.number}/pay`, {
      method: 'card',
      card: CARD,
    })
    const dapShipment = `/api/admin/shipments/${dap.body.number}`
    assert.include(
      await read(`${dapShipment}/label.pdf`),
      'DAP - duties and taxes paid by the receiver'
    )
    assert.include(
      await read(`${dapShipment}/commercial-invoice.pdf`),
      'Terms of delivery (Incoterms 2020): DAP - duties and taxes paid by the receiver'
    )
  })
})

test.group('The calculator on a given day', (group) => {
  isolateEachTest(group)
  const germany = {
    weightLb: 2,
    lengthIn: 10,
    widthIn: 8,
    heightIn: 4,
    country: 'DE',
    postalCode: '10115',
    declaredValueCents: 10_000,
    category: 'electronics',
  }
  const quoteOn = async (client: BrowserAgent, rulesOn: string) => {
    const quoted = await client.post('/api/quotes', { ...germany, rulesOn })
    return quoted.body.quotes[0].landedCost
  }

  test('the EU’s flat €3 duty applies from 1 July 2026, not the day before', async ({ assert }) => {
    const { agent } = await signedIn('customer')
    // $100 of electronics, under €150: no duty before; then €3 (USD 3.20) for one item.
    assert.equal((await quoteOn(agent, '2026-06-30')).dutiesCents, 0)
    assert.equal((await quoteOn(agent, '2026-07-01')).dutiesCents, 320)
    const quoted = await agent.post('/api/quotes', { ...germany, rulesOn: '2026-07-01' })
    assert.equal(quoted.body.dutiesAndTaxes.rulesOn, '2026-07-01')
  })

  test('a day that is not one is refused on its field', async ({ assert }) => {
    const { agent } = await signedIn('customer')
    const refused = await agent.post('/api/quotes', { ...germany, rulesOn: '2026-02-30' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.errors[0].field, 'rulesOn')
    assert.equal(
      refused.body.errors[0].message,
      'Day of the rules: give a day as YYYY-MM-DD, such as 2026-12-03'
    )
  })
})
