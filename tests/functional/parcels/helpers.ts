/** Shared steps of the parcels specs: receive, declare, request shipping, as the real clients do. */
import type { BrowserAgent } from '#tests/helpers/http'

export const parcel = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'UPS',
  inboundTracking: `1Z999AA1${Math.floor(Math.random() * 1e10)}`,
  sender: 'Amazon',
  description: 'Running shoes',
  weightLb: 2.4,
  lengthIn: 14,
  widthIn: 10,
  heightIn: 5,
  ...overrides,
})

/** Three parcels of different sizes, for one consolidated box. */
export const THREE_BOXES = [
  { weightLb: 2.4, lengthIn: 14, widthIn: 10, heightIn: 5 },
  { weightLb: 6.8, lengthIn: 18, widthIn: 12, heightIn: 6 },
  { weightLb: 1.1, lengthIn: 9, widthIn: 6, heightIn: 4 },
]

export const destination = {
  recipientName: 'Lucía Fernández',
  recipientPhone: '+34612345678',
  street: 'Calle de Alcalá 42, 3º B',
  city: 'Madrid',
  state: 'Madrid',
  postalCode: '28014',
  country: 'ES',
}

export const sneakers = [
  {
    description: 'Running shoes',
    quantity: 1,
    unitValueCents: 12000,
    hsCode: '640411',
    originCountry: 'VN',
  },
]

/** The service most tests ship with. */
export const ECONOMY = 'fedex_international_economy'

/** A customs line: two abayas, declared as clothing. */
export const abayas = {
  description: 'Abaya',
  quantity: 2,
  unitValueCents: 15_000,
  hsCode: '620443',
  originCountry: 'US',
  category: 'clothing_shoes',
}

export async function receive(
  staff: BrowserAgent,
  suite: string,
  overrides: Record<string, unknown> = {}
) {
  const response = await staff.post('/api/admin/packages', { suite, ...parcel(overrides) })
  if (response.status !== 201)
    throw new Error(`receiving failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

/** A received and declared package, ready to ship. */
export async function readyPackage(
  staff: BrowserAgent,
  customer: BrowserAgent,
  suite: string,
  overrides = {}
) {
  const pkg = await receive(staff, suite, overrides)
  const declared = await customer.put(`/api/packages/${pkg.number}/declaration`, {
    lines: sneakers,
  })
  if (declared.status !== 200) throw new Error(`declaration failed: ${declared.status}`)
  return pkg
}

/** The sandbox's card that always goes through. */
export const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }

/**
 * A ready package shipped to Madrid with its duties and taxes paid up front (DDP) and paid by
 * card, as the customer app does it: the shipment's number and what it prepaid for them.
 */
export async function paidUpFront(staff: BrowserAgent, customer: BrowserAgent, suite: string) {
  const pkg = await readyPackage(staff, customer, suite)
  const requested = await customer.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: ECONOMY,
    address: destination,
    ddp: true,
  })
  if (requested.status !== 201) throw new Error(`ship request failed: ${requested.status}`)
  const paid = await customer.post(`/api/invoices/${requested.body.invoice.number}/pay`, {
    method: 'card',
    card: CARD,
  })
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`)
  const { dutiesCents, taxesCents } = requested.body.dutiesUpFront
  return {
    number: requested.body.number as string,
    prepaidCents: (dutiesCents + taxesCents) as number,
  }
}

/** Staff pack a requested shipment (invoiced at its request); the customer pays the invoice by card. */
export async function packAndPay(
  staff: BrowserAgent,
  customer: BrowserAgent,
  shipmentNumber: string
) {
  const packed = await staff.post(`/api/admin/shipments/${shipmentNumber}/pack`, {
    weightLb: 4.2,
    lengthIn: 16,
    widthIn: 12,
    heightIn: 8,
  })
  if (packed.status !== 200)
    throw new Error(`packing failed: ${packed.status} ${JSON.stringify(packed.body)}`)
  const paid = await customer.post(`/api/invoices/${packed.body.invoice.number}/pay`, {
    method: 'card',
    card: CARD,
  })
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`)
}

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])
