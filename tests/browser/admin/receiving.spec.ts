/// <reference lib="dom" />
import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { openBackOffice } from './support.js'
import type { Page } from 'playwright-core'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
import { code128Bars, readLabel } from '#tests/helpers/label_pdf'
import { PNG } from '#tests/functional/parcels/helpers'
import { parcelsAndShipRequest, parseCsv } from './warehouse.js'

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id)

test.group('Back office: receiving and the packages list', (group) => {
  let parcels: Awaited<ReturnType<typeof parcelsAndShipRequest>>
  group.setup(async () => {
    parcels = await parcelsAndShipRequest()
  })
  group.teardown(() => closeBrowser())

  test('staff receive a parcel with the keyboard only and print its label', async ({ assert }) => {
    const { page, consoleErrors } = await openBackOffice('/packages/create', 'staff')
    const tracking = `1Z999AA1${Date.now()}`

    // The scanner types the code and Enter: the cursor goes on to the suite, nothing is sent.
    await page.getByLabel('Inbound tracking number').waitFor()
    assert.equal(await focusedId(page), 'inboundTracking')
    await page.keyboard.type(tracking)
    await page.keyboard.press('Enter')
    assert.equal(await focusedId(page), 'suite')

    // Part of the suite finds the customer, with their country; Enter picks them.
    await page.keyboard.type('48213')
    await page.getByRole('listbox').waitFor({ state: 'attached' })
    await page
      .locator('.ant-select-item-option')
      .getByText('María González Ruiz · Mexico')
      .waitFor()
    await page.keyboard.press('Enter')
    assert.equal(await page.getByLabel('Suite').inputValue(), 'SG-48213')
    assert.equal(await focusedId(page), 'carrier')
    await page.locator('.ant-form-item-extra').getByText('María González Ruiz · Mexico').waitFor()

    await page.keyboard.type('FedEx')
    await page.keyboard.press('Enter')
    for (const value of ['Zara', 'Two dresses', '2.5', '12', '9', '4']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(value)
    }
    await page.keyboard.press('Enter')

    const saved = page.getByRole('status').filter({ hasText: 'received for suite SG-48213' })
    await saved.waitFor()
    const number = /PKG-[0-9A-Z]{8}/.exec((await saved.textContent()) ?? '')![0]
    // Ready for the next parcel: an empty form, the cursor in the tracking field.
    assert.equal(await focusedId(page), 'inboundTracking')
    assert.equal(await page.getByLabel('Inbound tracking number').inputValue(), '')
    assert.equal(await page.getByLabel('Suite').inputValue(), '')

    const href = await page.getByRole('link', { name: 'Print label' }).getAttribute('href')
    const response = await page.request.get(new URL(href!, page.url()).href)
    assert.equal(response.headers()['content-type'], 'application/pdf')
    const label = await readLabel(new Uint8Array(await response.body()))
    assert.equal(label.pages, 1)
    assert.include(label.text, number)
    assert.include(label.text, 'SG-48213')
    assert.include(label.text, 'María González Ruiz')
    assert.deepEqual(label.bars, code128Bars(number))

    const stored = await parcels.staff.get(`/api/admin/packages/${number}`)
    assert.deepInclude(stored.body, {
      inboundTracking: tracking,
      carrier: 'FedEx',
      sender: 'Zara',
      description: 'Two dresses',
      weightLb: 2.5,
      heightIn: 4,
    })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an unknown suite warns that the parcel will be unidentified; a tracking number seen before is flagged', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/packages/create', 'staff')
    const { stored } = parcels

    await page.getByLabel('Inbound tracking number').fill(stored.inboundTracking)
    await page.keyboard.press('Enter')
    await page.getByText(`This tracking number was already received: ${stored.number}.`).waitFor()

    await page.keyboard.type('SG-00000')
    await page.keyboard.press('Tab')
    await page
      .getByText(
        'No customer has suite SG-00000: check the label, or receive the parcel as unidentified for its owner to claim.'
      )
      .waitFor()
    assert.equal(await page.getByRole('status').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the list filtered by status exports the very rows it shows', async ({ assert }) => {
    const { page, consoleErrors } = await openBackOffice('/packages', 'staff')
    const rows = page.locator('.ant-table-tbody tr.ant-table-row')
    await page.getByRole('link', { name: parcels.stored.number }).waitFor()

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.locator('.ant-select-item-option').filter({ hasText: 'Shipping requested' }).click()
    await page.getByRole('link', { name: parcels.stored.number }).waitFor({ state: 'detached' })
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.innerText.trim()))
    )
    assert.includeMembers(
      shown.map((cells) => cells[0]),
      parcels.packages.map((pkg) => pkg.number)
    )
    assert.isTrue(shown.every((cells) => cells[1] === 'Shipping requested'))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'packages.csv')
    const [header, ...lines] = parseCsv(await readFile((await download.path())!, 'utf8'))
    const cell = (cells: string[], name: string) => cells[header.indexOf(name)]
    // Every matching package, not just the page shown: the page is the export's first rows, in the
    // same order (the suite cell shows the suite above the name), and nothing else slips in.
    assert.isAtLeast(lines.length, shown.length)
    assert.isTrue(lines.every((cells) => cell(cells, 'status') === 'ship_requested'))
    assert.deepEqual(
      lines
        .slice(0, shown.length)
        .map((cells) => [
          cell(cells, 'number'),
          cell(cells, 'status'),
          `${cell(cells, 'suite')}\n${cell(cells, 'customer')}`,
          cell(cells, 'sender'),
        ]),
      shown.map((cells) => [cells[0], 'ship_requested', cells[2], cells[3]])
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff correct a stored package and add photos to it', async ({ assert }) => {
    const { number } = (await parcelsAndShipRequest()).stored
    const { page, consoleErrors } = await openBackOffice(`/packages/${number}`, 'staff')

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('Sender').fill('Target.com')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: `Package ${number}` }).waitFor()
    await page.getByText('Target.com').waitFor()

    await page.getByTestId('photos-files').setInputFiles({
      name: 'box.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG),
    })
    await page.getByRole('img', { name: 'box.png' }).waitFor()
    await page.getByRole('button', { name: 'Add these photos' }).click()
    await page.getByRole('img', { name: `Photo 1 of ${number}` }).waitFor()

    const stored = await parcels.staff.get(`/api/admin/packages/${number}`)
    assert.equal(stored.body.sender, 'Target.com')
    assert.lengthOf(stored.body.photos, 1)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the packages pages in Arabic are right to left', async ({ assert }) => {
    const { page, consoleErrors } = await openBackOffice('/packages', 'staff', {
      lang: 'ar',
    })
    const { number } = parcels.stored
    await page.getByRole('heading', { name: 'الطرود' }).waitFor()
    await page.getByRole('link', { name: number }).waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')

    await page.getByRole('link', { name: number }).click()
    await page.getByRole('heading', { name: `الطرد ${number}` }).waitFor()
    await page.getByText('البيان الجمركي').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')

    await page.getByRole('button', { name: 'تعديل' }).click()
    await page.getByRole('heading', { name: `تعديل الطرد ${number}` }).waitFor()
    assert.equal(await page.getByLabel('المرسِل').inputValue(), 'Target')
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')

    await page.goto(new URL('/admin/packages/create', page.url()).href)
    await page.getByRole('heading', { name: 'استلام طرد' }).waitFor()
    await page.getByLabel('رقم تتبع الشحنة الواردة').waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('{$self} has no serious or critical accessibility violation')
    .with([
      ['en', 'list'],
      ['en', 'create'],
      ['en', 'show'],
      ['en', 'edit'],
      ['ar', 'list'],
      ['ar', 'create'],
      ['ar', 'show'],
      ['ar', 'edit'],
    ] as const)
    .run(async ({ assert }, [lang, page]) => {
      const { number } = parcels.stored
      const paths = {
        list: '/packages',
        create: '/packages/create',
        show: `/packages/${number}`,
        edit: `/packages/${number}/edit`,
      }
      const opened = await openBackOffice(paths[page], 'staff', { lang })
      // Judged once the page's data is on screen.
      const loaded = { list: 'a', create: 'input', show: 'time', edit: 'input[value="Target"]' }
      await opened.page.locator(`main ${loaded[page]}`).first().waitFor()
      assert.deepEqual(await seriousViolations(opened.page), [])
    })
})
