import { test } from '@japa/runner'
import { closeBrowser } from '#tests/helpers/browser'
import { pathFor } from '#customer-routes'
import { parcel } from '#tests/functional/parcels/helpers'
import { openBackOffice } from '#tests/browser/admin/support'
import {
  demoAgent,
  expectOk,
  go,
  newCustomer,
  openAs,
  seriousViolations,
  unexpectedErrors,
} from './support.js'

const ORDER_CONFIRMATION = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

test.group('Customer app and back office: claiming an unidentified parcel', (group) => {
  group.teardown(() => closeBrowser())

  test('a customer claims a parcel that arrived without their suite, staff approve it, and it shows in their packages', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const arrived = expectOk(
      await staff.post('/api/admin/packages', parcel({ sender: 'Target' })),
      201
    )
    assert.equal(arrived.status, 'unidentified')
    const customer = await newCustomer()

    const app = await openAs(customer.token, pathFor('packages', 'en'))
    await app.page
      .getByRole('link', { name: 'A parcel arrived without your suite number? Claim it' })
      .click()
    await app.page.getByRole('heading', { name: 'Claim a parcel', level: 1 }).waitFor()
    assert.deepEqual(await seriousViolations(app.page), [])

    await app.page.getByLabel('Tracking number').fill(arrived.inboundTracking)
    await app.page.getByLabel('Order confirmation').setInputFiles({
      name: 'order-confirmation.pdf',
      mimeType: 'application/pdf',
      buffer: ORDER_CONFIRMATION,
    })
    await app.page.getByRole('button', { name: 'Send my claim' }).click()
    const row = app.page.locator('.claims-row', { hasText: arrived.inboundTracking })
    await row.getByText('Being checked').waitFor()

    const office = await openBackOffice('/unidentified-packages')
    const listed = office.page.locator('tbody tr', { hasText: arrived.number })
    await listed.waitFor()
    assert.equal((await listed.locator('td').last().innerText()).trim(), '1')
    await listed.getByRole('link', { name: arrived.number }).click()
    await office.page.getByRole('link', { name: 'Open the order confirmation (PDF)' }).waitFor()
    await office.page.getByRole('button', { name: 'Approve' }).click()
    await office.page
      .getByRole('dialog', { name: 'Give this parcel to this customer?' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await office.page.locator('.ant-badge-status-text', { hasText: 'Approved' }).waitFor()
    await office.page.getByText('Now in the suite of').waitFor()

    await go(app.page, pathFor('packages', 'en'))
    await app.page.locator('main').getByText(arrived.number).first().waitFor()
    await go(app.page, pathFor('packageClaims', 'en'))
    await row.getByText('Approved').waitFor()
    await row.getByRole('link', { name: `See package ${arrived.number}` }).click()
    await app.page.getByRole('heading', { name: `Package ${arrived.number}` }).waitFor()

    assert.deepEqual(unexpectedErrors(app.consoleErrors), [])
    assert.deepEqual(unexpectedErrors(office.consoleErrors), [])
  })
})
