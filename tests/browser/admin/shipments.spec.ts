import { test } from '@japa/runner'
import { openBackOffice } from './support.js'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
import { parcelsAndShipRequest } from './warehouse.js'
import { demoAgent, staffAndCustomer } from '#tests/helpers/auth'
import { firstError, type BrowserAgent } from '#tests/helpers/http'
import {
  CARD,
  destination,
  paidUpFront as paidUpFrontBy,
  readyPackage,
} from '#tests/functional/parcels/helpers'

/** A pair of boots in a retailer's oversized box: billed on its size, so repacking saves. */
const BULKY = { sender: 'Zappos', weightLb: 2, lengthIn: 20, widthIn: 16, heightIn: 12 }

/** A new customer's package shipped to Madrid with its duties paid up front, and paid. */
async function paidUpFront() {
  const { staff, user, customer } = await staffAndCustomer()
  const shipment = await paidUpFrontBy(staff, customer, user.customerId!)
  return { staff, customer, customerId: user.id, ...shipment }
}

const balanceOf = async (customer: BrowserAgent) =>
  (await customer.get('/api/wallet')).body.balanceCents as number

test.group('Back office: shipments', (group) => {
  group.teardown(() => closeBrowser())

  test('staff pack a shipment invoiced at its request, then label, ship and deliver it', async ({
    assert,
  }) => {
    const { staff, customer, shipment: number, packages } = await parcelsAndShipRequest()
    const { page, consoleErrors } = await openBackOffice(`/shipments/${number}`, 'staff')
    const status = (name: string) =>
      page.locator('.ant-badge-status-text').filter({ hasText: new RegExp(`^${name}$`) })

    await page.getByRole('heading', { name: `Shipment ${number}` }).waitFor()
    // Invoiced as it was requested: the warehouse packs it all the same.
    await status('Invoiced').waitFor()
    for (const pkg of packages) await page.getByRole('link', { name: pkg.number }).waitFor()

    await page.getByLabel('Weight (lb)').fill('5.1')
    await page.getByLabel('Length (in)').fill('16')
    await page.getByLabel('Width (in)').fill('12')
    await page.getByLabel('Height (in)').fill('8')
    await page.getByRole('button', { name: 'Save the packed box' }).click()
    await page.getByText('Box recorded').waitFor()
    await page.getByText('5.1 lb · 16 × 12 × 8 in').waitFor()

    // Nothing left to invoice: the price was locked at the request.
    assert.equal(await page.getByRole('button', { name: 'Invoice the customer' }).count(), 0)
    await page.getByText('Waiting for the customer to pay the invoice.', { exact: false }).waitFor()
    // The carrier's papers are offered once the shipment is paid (the API refuses them before).
    const labelLink = page.getByRole('link', { name: 'Print carrier label' })
    const invoiceLink = page.getByRole('link', { name: 'Commercial invoice' })
    assert.equal(await labelLink.count(), 0)
    assert.equal(await invoiceLink.count(), 0)

    const invoiced = await staff.get(`/api/admin/shipments/${number}`)
    const paid = await customer.post(`/api/invoices/${invoiced.body.invoice.number}/pay`, {
      method: 'card',
      card: CARD,
    })
    assert.equal(paid.status, 200)

    await page.reload()
    await status('Paid').waitFor()
    for (const link of [labelLink, invoiceLink]) {
      const href = (await link.getAttribute('href'))!
      const type = await page.evaluate(
        async (url) => (await fetch(url)).headers.get('content-type'),
        href
      )
      assert.equal(type, 'application/pdf')
    }
    const ship = page.getByRole('button', { name: 'Mark shipped' })
    assert.isTrue(await ship.isDisabled())
    await page.getByLabel('Carrier tracking').fill('794612345678')
    await page.getByRole('button', { name: 'Save tracking number' }).click()
    await page.getByText('Tracking number saved').waitFor()
    await ship.click()
    await page
      .getByRole('dialog', { name: `Mark ${number} as shipped?` })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await status('Shipped').waitFor()

    await page.getByRole('combobox', { name: 'Milestone' }).click()
    await page.locator('.ant-select-item-option').filter({ hasText: 'Customs cleared' }).click()
    await page.getByLabel('Location').fill('Madrid, ES')
    await page.getByRole('button', { name: 'Add event' }).click()
    await page.getByText('Customs cleared · Madrid, ES').waitFor()

    await page.getByRole('button', { name: 'Mark delivered' }).click()
    await page
      .getByRole('dialog', { name: `Mark ${number} as delivered?` })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await status('Delivered').waitFor()

    const delivered = await customer.get(`/api/shipments/${number}`)
    assert.include(delivered.body, { status: 'delivered', trackingNumber: '794612345678' })
    assert.deepInclude(delivered.body.packed, { weightLb: 5.1, lengthIn: 16 })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('packing, narrow or wide, in English and Arabic: inputs in line, amounts on one line')
    .with([
      {
        lang: 'en',
        width: 1280,
        labels: ['Weight (lb)', 'Length (in)', 'Width (in)', 'Height (in)'],
      },
      {
        lang: 'en',
        width: 360,
        labels: ['Weight (lb)', 'Length (in)', 'Width (in)', 'Height (in)'],
      },
      {
        lang: 'ar',
        width: 1280,
        labels: ['الوزن (رطل)', 'الطول (بوصة)', 'العرض (بوصة)', 'الارتفاع (بوصة)'],
      },
      {
        lang: 'ar',
        width: 360,
        labels: ['الوزن (رطل)', 'الطول (بوصة)', 'العرض (بوصة)', 'الارتفاع (بوصة)'],
      },
    ] as const)
    .run(async ({ assert }, { lang, width, labels }) => {
      const { staff, user, customer } = await staffAndCustomer()
      // A retailer's oversized box, which the customer asked to have repacked.
      const bulky = await readyPackage(staff, customer, user.customerId!, BULKY)
      const other = await readyPackage(staff, customer, user.customerId!, { sender: 'Nike' })
      const requested = await customer.post('/api/shipments', {
        packageNumbers: [bulky.number, other.number],
        service: 'fedex_international_economy',
        address: destination,
        repack: true,
      })
      assert.equal(requested.status, 201, JSON.stringify(requested.body))
      const { page, consoleErrors } = await openBackOffice(
        `/shipments/${requested.body.number}`,
        'staff',
        { lang, viewport: { width, height: 900 } }
      )

      // Each input at the same height as the others of its row (four in a row, two on a phone),
      // whatever lines its label takes.
      await page.getByLabel(labels[0], { exact: true }).waitFor()
      const tops: number[] = []
      for (const label of labels) {
        const box = await page.getByLabel(label, { exact: true }).boundingBox()
        tops.push(Math.round(box!.y))
      }
      const rows = width < 576 ? [tops.slice(0, 2), tops.slice(2)] : [tops]
      for (const row of rows) assert.equal(new Set(row).size, 1, `${tops}`)

      // Every amount stays on one line, in the cards and their tables, and inside its own cell
      // (an amount that does not wrap must not run over its neighbour either).
      await page.locator('.ant-table-row').first().waitFor()
      const broken = await page.evaluate(() =>
        Array.from(document.querySelectorAll('span, strong, td'))
          .filter(
            (element) => element.children.length === 0 && /\$/.test(element.textContent ?? '')
          )
          .filter((element) => {
            const lines = new Set(
              Array.from(element.getClientRects()).map((rect) => Math.round(rect.top))
            )
            const own = element.getBoundingClientRect()
            const cell = (
              element.closest('.ant-descriptions-item-content, td') ?? element
            ).getBoundingClientRect()
            return lines.size > 1 || own.left < cell.left - 1 || own.right > cell.right + 1
          })
          .map((element) => element.textContent)
      )
      assert.deepEqual(broken, [])

      // The repacking box's size is one left-to-right run inside the Arabic sentence.
      const size = `18 × 14 × 12 in`
      const note = await page.locator('.ant-alert-message').first().textContent()
      // (Its spaces do not break: a run split over two lines is reordered line by line.)
      assert.include(
        note,
        lang === 'ar' ? `\u2066${size.replace(/ /g, '\u00a0')}\u2069` : `(${size})`
      )

      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })

  test('staff find a DDP shipment from the start page and record a carrier bill under the prepaid duties: the wallet gets the difference', async ({
    assert,
  }) => {
    const { customer, customerId, number, prepaidCents } = await paidUpFront()
    const before = await balanceOf(customer)
    const billedCents = prepaidCents - 250
    const { page, consoleErrors } = await openBackOffice('/', 'staff')

    await page.getByRole('menuitem', { name: 'Shipments' }).click()
    const search = page.getByLabel('Shipment, tracking number or customer')
    await search.fill(number)
    await search.press('Enter')
    // The row's customer opens their account, as the shipment page's does.
    const listed = page.getByRole('row').filter({ hasText: number })
    assert.equal(
      await listed.getByRole('link').filter({ hasNotText: number }).getAttribute('href'),
      `/admin/users/${customerId}`
    )
    await listed.getByRole('link', { name: number }).click()
    await page.getByRole('heading', { name: `Shipment ${number}` }).waitFor()
    await page.getByText('DDP: duties and taxes paid up front').waitFor()
    assert.equal(
      await page.locator('.ant-descriptions-item-content a').first().getAttribute('href'),
      `/admin/users/${customerId}`
    )

    const card = page.locator('.ant-card').filter({
      has: page.getByText("Carrier's bill for duties and taxes", { exact: true }),
    })
    const amount = card.getByLabel('Billed by the carrier (USD)')
    // Dollars and cents only: a third decimal is refused on the field, before anything is sent.
    await amount.fill('12.345')
    await card.getByRole('button', { name: 'Record the bill' }).click()
    await card.getByText('Enter the amount in dollars and cents, such as 27.40').waitFor()

    await amount.fill((billedCents / 100).toFixed(2))
    await card.getByRole('button', { name: 'Record the bill' }).click()
    await page
      .getByRole('dialog', { name: `Record the carrier's duty bill for ${number}?` })
      .getByRole('button', { name: 'Record the bill' })
      .click()

    // The form gives way to how the bill was settled, and the price section lists it.
    await page.getByText('Duty bill recorded').waitFor()
    assert.equal(await card.getByTestId('duties-credited').textContent(), '$2.50')
    assert.equal(await amount.count(), 0)
    const adjustments = page.locator('.ant-card').filter({
      has: page.getByText('Price against the invoice', { exact: true }),
    })
    const row = adjustments.getByRole('row').filter({ hasText: 'Duties and taxes' })
    assert.include(await row.textContent(), '$2.50')

    assert.equal((await balanceOf(customer)) - before, 250)
    const refunds = (await customer.get('/api/wallet/transactions')).body.filter(
      (entry: { type: string }) => entry.type === 'refund'
    )
    assert.deepEqual(
      refunds.map((entry: { amountCents: number }) => entry.amountCents),
      [250]
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test("the server's refusals of a duty bill: out of range on the field, one recorded meanwhile in its words, then its settlement", async ({
    assert,
  }) => {
    const { staff, number, prepaidCents } = await paidUpFront()
    const { page, consoleErrors } = await openBackOffice(`/shipments/${number}`, 'staff')
    const amount = page.getByLabel('Billed by the carrier (USD)')
    const record = async (dollars: string) => {
      await amount.fill(dollars)
      await page.getByRole('button', { name: 'Record the bill' }).click()
      await page
        .getByRole('dialog', { name: `Record the carrier's duty bill for ${number}?` })
        .getByRole('button', { name: 'Record the bill' })
        .click()
    }

    // The server's words as it gives them to this member of staff (in their saved language).
    const sameStaff = await demoAgent('staff')
    const path = `/api/admin/shipments/${number}/duties-bill`

    // More than the API takes: its 422 stands under the field, and nothing is recorded.
    await record('200000')
    const onField = page.locator('.ant-form-item-explain-error')
    await onField.waitFor()
    assert.equal(
      await onField.textContent(),
      firstError(await sameStaff.post(path, { billedCents: 20_000_000 }), 422)
    )

    // Another member of staff records the bill just before this page's request reaches the
    // server (a live update would otherwise have replaced the form first): the server's 409 is
    // shown in its words, and the form gives way to that settlement.
    await page.route(`**${path}`, async (route) => {
      assert.equal((await staff.post(path, { billedCents: prepaidCents })).status, 200)
      await route.continue()
    })
    await record('1.00')
    const refusal = firstError(await sameStaff.post(path, { billedCents: 100 }), 409)!
    await page.locator('.ant-notification').getByText(refusal, { exact: true }).waitFor()
    await page.getByTestId('duties-credited').waitFor()
    assert.equal(await page.getByTestId('duties-credited').textContent(), '$0.00')
    assert.equal(await amount.count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors, [409, 422]), [])
  })

  test('the shipments pages in Arabic are right to left and pass axe', async ({ assert }) => {
    const { shipment: number } = await parcelsAndShipRequest()
    const { page, consoleErrors } = await openBackOffice('/shipments', 'staff', {
      lang: 'ar',
    })

    await page.getByRole('heading', { name: 'الشحنات' }).waitFor()
    await page.getByRole('link', { name: number }).waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])

    await page.goto(new URL(`/admin/shipments/${number}`, page.url()).href)
    await page.getByRole('heading', { name: `الشحنة ${number}` }).waitFor()
    await page.getByText('الطرود المجمَّعة').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a DDP shipment in Arabic, its duty bill form and then its settlement, is right to left and passes axe', async ({
    assert,
  }) => {
    const { staff, number, prepaidCents } = await paidUpFront()
    const { page, consoleErrors } = await openBackOffice(`/shipments/${number}`, 'staff', {
      lang: 'ar',
    })

    await page.getByText('DDP: الرسوم الجمركية والضرائب مدفوعة مقدمًا').waitFor()
    await page.getByLabel('ما فوترته شركة الشحن (دولار أمريكي)').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])

    const recorded = await staff.post(`/api/admin/shipments/${number}/duties-bill`, {
      billedCents: prepaidCents - 250,
    })
    assert.equal(recorded.status, 200)
    await page.reload()
    await page.getByText('السعر مقارنةً بالفاتورة').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(await seriousViolations(page), [])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the shipments pages in English pass axe', async ({ assert }) => {
    const { shipment: number } = await parcelsAndShipRequest()
    const { page } = await openBackOffice('/shipments', 'staff')
    await page.getByRole('link', { name: number }).waitFor()
    assert.deepEqual(await seriousViolations(page), [])
    await page.goto(new URL(`/admin/shipments/${number}`, page.url()).href)
    await page.getByText('Consolidated packages').waitFor()
    // Asked without duties paid up front: the receiver pays them.
    await page.getByText('DAP: paid by the receiver').waitFor()
    assert.deepEqual(await seriousViolations(page), [])
  })
})
