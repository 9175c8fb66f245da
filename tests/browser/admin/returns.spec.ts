import { test } from '@japa/runner'
import { openBackOffice, seedDemoRecords } from './support.js'
import { demoAgent } from '#tests/helpers/auth'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

const dollars = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100)

test.group('Back office: returns', (group) => {
  group.setup(() => seedDemoRecords())
  group.teardown(() => closeBrowser())

  test('staff approve a return of an order, follow it back and refund 70% of the order’s invoice', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { body: requested } = await staff.get('/api/admin/returns?status=requested&_end=1')
    const { id, invoice, invoiceCents, orderNumber } = requested[0]
    const { page, consoleErrors } = await openBackOffice(`/returns/${id}`)

    await page.getByRole('heading', { name: `Return #${id}` }).waitFor()
    // The return names its order and its invoice, each a link to its page.
    assert.equal(
      await page.getByRole('link', { name: orderNumber }).getAttribute('href'),
      `/admin/orders/${orderNumber}`
    )
    assert.equal(
      await page.getByRole('link', { name: invoice.number }).getAttribute('href'),
      `/admin/invoices/${invoice.number}`
    )
    assert.equal(invoiceCents, invoice.totalCents)
    await page.getByRole('button', { name: 'Approve' }).click()
    await page
      .getByRole('dialog', { name: 'Approve this return?' })
      .getByRole('button', { name: 'Approve' })
      .click()

    await page.getByRole('button', { name: 'Mark shipped back' }).click()
    const shipped = page.getByRole('dialog', { name: 'Has the customer shipped the parcel back?' })
    await shipped.getByLabel('Return tracking number').fill('no!')
    await shipped.getByRole('button', { name: 'Mark shipped back' }).click()
    await shipped.getByText('Use 6 to 40 letters, digits or dashes.').waitFor()
    await shipped.getByLabel('Return tracking number').fill('1Z999AA10123456784')
    await shipped.getByRole('button', { name: 'Mark shipped back' }).click()

    await page.getByRole('button', { name: 'Record the inspection' }).click()
    const inspect = page.getByRole('dialog', { name: 'Record what the inspection found?' })
    await inspect.getByLabel('Inspection notes').fill('Grille cracked as described.')
    await inspect.getByRole('button', { name: 'Record the inspection' }).click()

    // The amount is said before anything is refunded.
    const refundCents = Math.round(invoiceCents * 0.7)
    await page.getByRole('button', { name: 'Refund' }).click()
    const refund = page.getByRole('dialog', {
      name: `Refund ${dollars(refundCents)} to the customer’s wallet?`,
    })
    await refund
      .getByText(
        `Refund of 70% of invoice ${invoice.number} (${dollars(invoiceCents)} paid for the order); the restocking fee of ${dollars(invoiceCents - refundCents)} (30%) is kept.`
      )
      .waitFor()
    await refund.getByRole('button', { name: 'Refund' }).click()
    await page.getByText('This return is closed: there is nothing left to do.').waitFor()
    // The return's status and its invoice's both read Refunded.
    await page.locator('.ant-badge-status-text', { hasText: 'Refunded' }).nth(1).waitFor()

    const { body: done } = await staff.get(`/api/admin/returns/${id}`)
    assert.equal(done.status, 'refunded')
    assert.equal(done.refundCents, refundCents)
    assert.equal(done.trackingNumber, '1Z999AA10123456784')
    // The order's invoice is partly refunded: 70% of it, through the invoice refund.
    assert.include(done.invoice, { status: 'refunded', refundedCents: refundCents })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the returns pages are right-to-left in Arabic, without serious axe violations', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { body: refunded } = await staff.get('/api/admin/returns?status=refunded&_end=1')
    const { page, consoleErrors } = await openBackOffice('/returns', 'staff', { lang: 'ar' })

    await page.getByRole('heading', { name: 'المرتجعات' }).waitFor()
    await page.locator('tbody tr.ant-table-row').first().waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])

    await page.getByRole('link', { name: `طلب الإرجاع رقم ${refunded[0].id}` }).click()
    await page.getByText('طلب الإرجاع هذا مغلق: لم يتبق شيء للقيام به.').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
