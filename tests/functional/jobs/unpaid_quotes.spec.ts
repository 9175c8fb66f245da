import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { fakeMailEachTest } from '#tests/helpers/mail'
import PurchaseRequest from '#models/purchase_request'
import type { BrowserAgent } from '#tests/helpers/http'
import { expireUnpaidQuotes, UNPAID_QUOTE_EXPIRY } from '#services/orders/unpaid_quotes'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { assertToldOnce } from '#tests/helpers/notices'
import { expectStatus, GOOD_CARD, paidRequest, twoItems } from '#tests/functional/orders/helpers'

/** A request quoted by staff `quotedDaysAgo` days ago, accepted by the customer when asked. */
async function quotedRequest(
  customer: BrowserAgent,
  staff: BrowserAgent,
  { quotedDaysAgo, accepted = false }: { quotedDaysAgo: number; accepted?: boolean }
) {
  const { id } = await expectStatus(
    await customer.post('/api/purchase-requests', { items: twoItems, storeState: 'NY' }),
    201
  )
  const quoted = await expectStatus(
    await staff.post(`/api/admin/purchase-requests/${id}/quote`, { domesticShippingCents: 900 }),
    200
  )
  if (accepted) await expectStatus(await customer.post(`/api/purchase-requests/${id}/accept`), 200)
  await PurchaseRequest.query()
    .where('id', id)
    .update({
      quotedAt: DateTime.utc().minus({ days: quotedDaysAgo }).toSQL({ includeOffset: false }),
    })
  return { id: id as number, invoice: quoted.invoice.number as string }
}

test.group('Unpaid purchase quotes expire', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('left unpaid past the rule: expired once, invoice voided, customer told; paying it is refused', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn('customer', { locale: 'es' })
    const overdue = UNPAID_QUOTE_EXPIRY.days + 1
    const old = await quotedRequest(agent, staff.agent, { quotedDaysAgo: overdue })
    const oldAccepted = await quotedRequest(agent, staff.agent, {
      quotedDaysAgo: overdue,
      accepted: true,
    })
    const fresh = await quotedRequest(agent, staff.agent, {
      quotedDaysAgo: UNPAID_QUOTE_EXPIRY.days - 1,
      accepted: true,
    })
    const paid = await paidRequest(agent, staff.agent)
    await PurchaseRequest.query()
      .where('id', paid.id)
      .update({
        quotedAt: DateTime.utc().minus({ days: overdue }).toSQL({ includeOffset: false }),
      })

    assert.equal(await expireUnpaidQuotes(), 2)
    assert.equal(await expireUnpaidQuotes(), 0, 'running again does nothing more')

    const status = async (path: string) => (await agent.get(path)).body.status
    for (const expired of [old, oldAccepted]) {
      assert.equal(await status(`/api/purchase-requests/${expired.id}`), 'expired')
      assert.equal(await status(`/api/invoices/${expired.invoice}`), 'void')
    }
    assert.equal(await status(`/api/purchase-requests/${fresh.id}`), 'accepted')
    assert.equal(await status(`/api/invoices/${fresh.invoice}`), 'unpaid')
    assert.equal(await status(`/api/purchase-requests/${paid.id}`), 'paid')
    assert.equal(await status(`/api/invoices/${paid.invoice.number}`), 'paid')

    const payment = await agent.post(`/api/invoices/${oldAccepted.invoice}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(payment.status, 409)
    assert.equal(
      payment.body.errors[0].message,
      `La factura ${oldAccepted.invoice} no se puede pagar: fue anulada.`
    )
    const accepting = await agent.post(`/api/purchase-requests/${old.id}/accept`)
    assert.equal(accepting.status, 409)
    assert.include(accepting.body.errors[0].message, 'vencida')

    await assertToldOnce(
      assert,
      sentMails,
      { agent, user },
      {
        title: `Venció la cotización de la solicitud de compra ${old.id}`,
        text: `${UNPAID_QUOTE_EXPIRY.days} días`,
      }
    )
  })
})
