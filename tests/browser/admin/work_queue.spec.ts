import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import { openBackOffice, seedDemoRecords } from './support.js'
import { parcelsAndShipRequest } from './warehouse.js'
import { signedIn } from '#tests/helpers/auth'
import { closeBrowser, unexpectedErrors } from '#tests/helpers/browser'
import { invoiceFor } from '#tests/functional/money/helpers'

/* The staff's start page: each queue opens its list, filtered to what it counted. */

/** Each queue of the start page: the list it opens, and what every row of that list shows. */
const QUEUES = [
  { name: 'Parcels expected', list: 'Packages', rowShows: 'Expected' },
  { name: 'Received without a suite', list: 'Unidentified parcels' },
  // Not packed yet, whether their invoice (raised with the request) is paid or not.
  { name: 'Shipments to pack', list: 'Shipments' },
  { name: 'Invoiced, awaiting payment', list: 'Shipments', rowShows: 'Invoiced' },
  { name: 'Paid, to ship', list: 'Shipments', rowShows: 'Paid' },
  { name: 'Returns to inspect', list: 'Returns', rowShows: 'Shipped back' },
  { name: 'Claims to decide', list: 'Unidentified parcels' },
  { name: 'Failed jobs', list: 'Failed jobs' },
]

/** The rows of the list on the page, once it has loaded. */
async function listRows(page: Page) {
  await page.locator('.ant-table-tbody').waitFor()
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' })
  return page.locator('.ant-table-tbody tr.ant-table-row')
}

test.group('Back office: the work queue', (group) => {
  group.teardown(() => closeBrowser())

  test('each queue opens its list, showing only what the queue counted', async ({ assert }) => {
    await seedDemoRecords()
    const { page, consoleErrors } = await openBackOffice('/', 'staff')

    for (const queue of QUEUES) {
      await page.getByRole('heading', { name: 'Work queue', level: 2 }).waitFor()
      const card = page.locator('.ant-card').filter({
        has: page.getByRole('link', { name: queue.name, exact: true }),
      })
      const count = Number(await card.locator('.ant-card-extra').textContent())
      await card.getByRole('link', { name: queue.name, exact: true }).click()

      await page.getByRole('heading', { name: queue.list, level: 2 }).waitFor()
      const rows = await listRows(page)
      // A page holds ten rows; the list's total is what the queue counted.
      assert.equal(await rows.count(), Math.min(count, 10), queue.name)
      if (count > 10) {
        await page
          .locator('.ant-pagination')
          .getByText(String(Math.ceil(count / 10)))
          .waitFor()
      }
      if (queue.rowShows) {
        for (const row of await rows.all()) {
          await row.getByText(queue.rowShows, { exact: true }).waitFor()
        }
      }
      await page.getByRole('menuitem', { name: 'Work queue' }).click()
    }

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  }).timeout(240_000)

  test('a shipment to pack shows what each package holds beside the packing form', async ({
    assert,
  }) => {
    const { shipment, packages } = await parcelsAndShipRequest()
    const { page, consoleErrors } = await openBackOffice('/', 'staff')

    await page.getByRole('link', { name: 'Shipments to pack', exact: true }).click()
    await page.getByRole('heading', { name: 'Shipments', level: 2 }).waitFor()
    await page.getByRole('link', { name: shipment }).click()
    await page.getByRole('heading', { name: `Shipment ${shipment}` }).waitFor()

    await page.getByRole('button', { name: 'Save the packed box' }).waitFor()
    for (const pkg of packages) {
      const contents = page.getByRole('region', { name: new RegExp(pkg.number) })
      const line = contents.locator('.ant-table-row').filter({ hasText: 'Running shoes' })
      await line.getByRole('cell', { name: '1', exact: true }).waitFor()
      await line.getByRole('cell', { name: '$120.00' }).waitFor()
    }
    // The service by its name, never its code.
    await page.getByText('FedEx International Economy').waitFor()
    assert.equal(await page.getByText('fedex_international_economy').count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('invoices name their customer and tell a partial refund from a full one', async ({
    assert,
  }) => {
    const { user } = await signedIn('customer', { firstName: 'Ana', lastName: 'Díaz' })
    const partly = await invoiceFor(user, 10_000)
    const fully = await invoiceFor(user, 4_000)
    const paidAt = DateTime.utc()
    partly.merge({ status: 'refunded', paidAt, refundedCents: 7_000 })
    fully.merge({ status: 'refunded', paidAt, refundedCents: 4_000 })
    await partly.save()
    await fully.save()

    const { page, consoleErrors } = await openBackOffice('/', 'admin')
    await page.getByRole('menuitem', { name: 'Invoices' }).click()
    await page.getByRole('heading', { name: 'Invoices', level: 2 }).waitFor()

    const rowOf = (number: string) => page.getByRole('row', { name: new RegExp(number) })
    const customer = `${user.customerId} Ana Díaz`
    await rowOf(partly.number).getByRole('link', { name: customer }).waitFor()
    await rowOf(partly.number).getByText('Partly refunded', { exact: true }).waitFor()
    await rowOf(fully.number).getByText('Refunded', { exact: true }).waitFor()

    await rowOf(partly.number).getByRole('link', { name: customer }).click()
    await page.getByRole('heading', { name: /Ana Díaz/ }).waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
