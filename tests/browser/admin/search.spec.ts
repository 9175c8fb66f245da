import { test } from '@japa/runner'
import { openBackOffice, seedDemoRecords } from './support.js'
import Package from '#models/package'
import { UserFactory } from '#database/factories/user_factory'
import { publicNumber } from '#services/platform/public_numbers'
import { closeBrowser, unexpectedErrors } from '#tests/helpers/browser'

/* The back office's search boxes find a customer's records as staff type them. */

const SEARCH = 'Package, tracking, sender, suite or customer'

test.group('Back office: search', (group) => {
  group.teardown(() => closeBrowser())

  test('from the start page, Packages finds a customer by suite without its prefix and by a name typed without accents or in Arabic', async ({
    assert,
  }) => {
    await seedDemoRecords()
    const suite = `SG-${String(Date.now()).slice(-5)}`
    const noor = await UserFactory.merge({
      firstName: 'نُور',
      lastName: 'الهاشمي',
      customerId: suite,
    }).create()
    const parcel = await Package.create({
      number: publicNumber('PKG'),
      userId: noor.id,
      status: 'received',
      carrier: 'USPS',
      inboundTracking: `9400${Date.now()}`,
      sender: 'Sephora',
      description: 'Perfume',
      weightLb: 1.2,
      lengthIn: 8,
      widthIn: 6,
      heightIn: 4,
      duplicateTracking: false,
      hasProhibitedItems: false,
    })
    const { page, consoleErrors } = await openBackOffice('/', 'staff')

    await page.getByRole('menuitem', { name: 'Packages' }).click()
    const search = page.getByLabel(SEARCH)
    const rows = page.locator('.ant-table-tbody tr.ant-table-row')
    /** The suites of the rows the list shows once the search has answered. */
    const suitesFound = async (text: string, expected: string) => {
      await search.fill(text)
      await search.press('Enter')
      await rows.first().waitFor()
      await page.waitForFunction(
        ([selector, wanted]) =>
          Array.from(document.querySelectorAll(selector)).every((row) =>
            row.textContent!.includes(wanted)
          ),
        ['.ant-table-tbody tr.ant-table-row', expected] as const
      )
      return rows.count()
    }

    // Each search shows another customer's rows than the one before, so each answer is awaited.
    assert.isAbove(await suitesFound('48213', 'SG-48213'), 0)
    assert.equal(await suitesFound('نور الهاشمي', suite), 1)
    assert.isAbove(await suitesFound('maria gonzalez', 'SG-48213'), 0)
    assert.equal(await suitesFound(suite.slice(3), suite), 1)
    await page.getByRole('link', { name: parcel.number }).click()
    await page.waitForURL(`**/admin/packages/${parcel.number}`)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
