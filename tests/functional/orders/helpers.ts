/** Shared steps of the orders specs: a purchase request taken from submission to payment. */
import type { BrowserAgent } from '#tests/helpers/http'

/** Where the orders of these tests go: the customer's US address for store deliveries. */
export const ORDER_ADDRESS = {
  recipientName: 'Lucía Fernández',
  street: '1200 Harbor Blvd',
  city: 'Carson',
  state: 'CA',
  postalCode: '90745',
  country: 'US',
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }

/** Two items, $100 each: a pair of $50 shoes and a $100 jacket. */
export const twoItems = [
  {
    url: 'https://www.nike.com/t/pegasus-41',
    name: 'Pegasus 41 running shoes',
    options: 'Size 42, black',
    quantity: 2,
    unitPriceCents: 5_000,
  },
  {
    url: 'https://www.patagonia.com/product/nano-puff',
    name: 'Nano Puff jacket',
    quantity: 1,
    unitPriceCents: 10_000,
  },
]

export async function expectStatus(response: { status: number; body: unknown }, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`)
  }
  return response.body as any
}

/** Submitted, quoted, accepted and paid by card: the request as staff see it once paid. */
export async function paidRequest(
  customer: BrowserAgent,
  staff: BrowserAgent,
  body: Record<string, unknown> = { items: twoItems, storeState: 'NY' },
  domesticShippingCents = 900
) {
  const submitted = await expectStatus(await customer.post('/api/purchase-requests', body), 201)
  await expectStatus(
    await staff.post(`/api/admin/purchase-requests/${submitted.id}/quote`, {
      domesticShippingCents,
    }),
    200
  )
  const accepted = await expectStatus(
    await customer.post(`/api/purchase-requests/${submitted.id}/accept`),
    200
  )
  await expectStatus(
    await customer.post(`/api/invoices/${accepted.invoiceNumber}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    }),
    200
  )
  return expectStatus(await staff.get(`/api/admin/purchase-requests/${submitted.id}`), 200)
}
