import { test } from '@japa/runner'
import { closeBrowser, seriousViolations } from '#tests/helpers/browser'
import type { BrowserAgent } from '#tests/helpers/http'
import { ECONOMY, parcel } from '#tests/functional/parcels/helpers'
import { LANGUAGES, pathFor } from '#customer-routes'
import {
  ARABIC,
  decodedPath,
  htmlLangDir,
  messages,
  newCustomer,
  demoAgent,
  unexpectedErrors,
  type Customer,
  usd,
  go,
  openAndSignIn,
} from './support.js'

/** A real 1×1 PNG, so that thumbnails and the full-size viewer show a decodable image. */
const PIXEL = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64'
  )
)
const MADRID = {
  recipientName: 'Lucía Fernández',
  street: 'Calle de Alcalá 42, 3º B',
  city: 'Madrid',
  postalCode: '28014',
}

type Fixture = {
  account: Customer
  customer: BrowserAgent
  staff: BrowserAgent
  /** With two photos, from Nike. */
  shoes: string
  /** Without photos, from Best Buy. */
  headphones: string
  /** Kept in storage for the page checks in every language. */
  spare: string
}

async function receive(staff: BrowserAgent, suite: string, overrides: Record<string, unknown>) {
  const photos = overrides.photos ? (overrides.photos as number) : 0
  delete overrides.photos
  const response = await staff.upload(
    '/api/admin/packages',
    { suite, ...parcel(overrides) },
    Array.from({ length: photos }, (_, index) => ({
      name: `photo-${index}.png`,
      bytes: PIXEL,
      type: 'image/png',
    }))
  )
  if (response.status !== 201) throw new Error(`receiving failed: ${JSON.stringify(response.body)}`)
  return response.body.number as string
}

/** A fresh customer through the API, and staff receiving their parcels. */
async function setUp(): Promise<Fixture> {
  const account = await newCustomer()
  const { agent: customer, suite } = account
  const staff = await demoAgent('staff')
  const shoes = await receive(staff, suite, { sender: 'Nike', description: 'Shoes', photos: 2 })
  const headphones = await receive(staff, suite, {
    sender: 'Best Buy',
    description: 'Headphones',
    weightLb: 1.6,
    lengthIn: 10,
    widthIn: 8,
    heightIn: 4,
  })
  const spare = await receive(staff, suite, { sender: 'Target', description: 'Books' })
  return { account, customer, staff, shoes, headphones, spare }
}

test.group('Customer app: packages, declaration and ship request', (group) => {
  let fixture: Fixture
  group.setup(async () => {
    fixture = await setUp()
  })
  group.teardown(() => closeBrowser())

  test('every page in en, es and ar: translated, rtl in Arabic, no serious axe violation', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openAndSignIn('/sign-in', fixture.account)
    for (const lang of LANGUAGES) {
      const texts = messages(lang)
      const paths = [
        pathFor('packages', lang),
        pathFor('packageDetail', lang, { number: fixture.spare }),
        `${pathFor('internationalShippingRequest', lang)}?packages=${fixture.spare}`,
      ]
      for (const path of paths) {
        await go(page, path)
        assert.equal(decodeURI(new URL(page.url()).pathname), path.split('?')[0])
        assert.deepEqual(await htmlLangDir(page), {
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
        })
        const heading = (await page.locator('main h1').textContent()) ?? ''
        if (lang === 'ar') assert.match(heading, ARABIC, path)
        assert.deepEqual(await seriousViolations(page), [], path)
      }
      // The list names each status in the page language.
      await go(page, pathFor('packages', lang))
      await page.locator('.package-row').first().waitFor()
      assert.include(await page.locator('main').textContent(), texts['packages.status.received'])
    }
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a 360 px phone: the list fits, rows and the Ship button are reachable, facts stack', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openAndSignIn('/sign-in', fixture.account, {
      viewport: { width: 360, height: 780 },
    })
    await go(page, '/packages')
    await page.locator('.package-row').first().waitFor()
    assert.isAtMost(await page.evaluate(() => document.documentElement.scrollWidth), 360)
    assert.isTrue(await page.getByRole('button', { name: 'Ship', exact: true }).isVisible())
    const row = (await page.locator('.package-row').first().boundingBox())!
    assert.isAtMost(row.x + row.width, 360)
    assert.deepEqual(await seriousViolations(page), [])

    // A package's facts: each value stands below its label with the whole width of the list.
    await page.getByRole('link', { name: fixture.shoes }).click()
    const facts = page.locator('main .facts')
    await facts.waitFor()
    const widths = await facts.evaluate((list) => ({
      list: list.clientWidth,
      values: Array.from(list.querySelectorAll('dd'), (value) => value.clientWidth),
    }))
    assert.isNotEmpty(widths.values)
    for (const width of widths.values) assert.closeTo(width, widths.list, 1)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a package number that is not theirs keeps its heading and says it was not found', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openAndSignIn('/sign-in', fixture.account)
    await go(page, pathFor('packageDetail', 'en', { number: 'PKG-NOTHERS' }))
    assert.equal(await page.locator('main h1').textContent(), 'Package PKG-NOTHERS')
    await page.getByText("We couldn't find this").waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors, [404]), [])
  })

  test('list, filter and search; detail; declaration; ship request, which opens its invoice to pay', async ({
    assert,
  }) => {
    const { customer, shoes, headphones } = fixture
    const { page, consoleErrors } = await openAndSignIn('/sign-in', fixture.account)
    // The list: three packages in storage, 30 free days each, photos as thumbnails.
    await go(page, '/packages')
    const rows = page.locator('.package-row')
    await rows.first().waitFor()
    assert.equal(await rows.count(), 3)
    const shoesRow = rows.filter({ hasText: shoes })
    assert.include(await shoesRow.textContent(), '30 days of free storage left')
    assert.equal(await shoesRow.locator('img.package-thumb').count(), 1)
    assert.equal(await rows.filter({ hasText: headphones }).locator('img').count(), 0)

    // Filter by status, then search by store.
    await page.getByLabel('Status').selectOption('ship_requested')
    await page.getByText('No packages match').waitFor()
    await page.getByLabel('Status').selectOption('received')
    await rows.nth(2).waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill('Best Buy')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'Best Buy')
    await page.waitForFunction(() => document.querySelectorAll('.package-row').length === 1)
    assert.include(await rows.first().textContent(), headphones)
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForFunction(() => document.querySelectorAll('.package-row').length === 3)

    // The detail: photos (full size in a dialog), weight and dimensions, history.
    await page.getByRole('link', { name: shoes }).click()
    await page.waitForURL((url) => url.pathname === `/packages/${shoes}`)
    await page.getByRole('heading', { name: `Package ${shoes}` }).waitFor()
    const main = page.locator('main')
    // The heading stands before the package has loaded; its facts come with it.
    await main.locator('.facts').waitFor()
    assert.include(await main.textContent(), '2.4 lb · 14 × 10 × 5 in')
    assert.include(await main.textContent(), 'Received at our warehouse (UPS')
    const thumbs = page.locator('.photo-thumb')
    assert.equal(await thumbs.count(), 2)
    await thumbs.first().click()
    const viewer = page.locator('dialog.photo-viewer')
    await viewer.locator('img').waitFor()
    assert.isTrue(
      await viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)
    )
    assert.include(await viewer.textContent(), 'photo 1 of 2')
    await page.getByRole('button', { name: 'Next photo' }).click()
    assert.include(await viewer.textContent(), 'photo 2 of 2')
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'hidden' })

    // The declaration: what is missing is marked before sending, and the first field in error
    // (the empty description) takes the focus.
    const description = page.getByLabel('Description in English')
    const hsCode = page.getByRole('combobox', { name: 'HS code' })
    await page.getByRole('button', { name: 'Save declaration' }).click()
    await page.getByText('Describe the item in English', { exact: true }).waitFor()
    assert.equal(await description.getAttribute('aria-invalid'), 'true')
    assert.isTrue(await description.evaluate((input) => input === document.activeElement))
    assert.equal(
      await description.evaluate((input) => getComputedStyle(input).borderColor),
      'rgb(179, 38, 30)'
    )
    assert.equal(await hsCode.getAttribute('aria-invalid'), 'true')
    assert.include(await main.textContent(), "Choose the item's HS code from the list")
    assert.include(await main.textContent(), 'Please correct the highlighted items.')

    // The HS code is chosen from the list by typing English words and clicking one.
    await description.fill('A')
    await hsCode.fill('running shoes')
    await page.getByRole('option', { name: /^640411 Sports footwear/ }).click()
    assert.match(await hsCode.inputValue(), /^640411 Sports footwear; tennis shoes/)
    assert.isNull(await hsCode.getAttribute('aria-invalid'))
    await page.getByLabel('Quantity').fill('2')
    await page.getByLabel('Value per unit (USD)').fill('35.50')
    await page.getByLabel('Country of origin').selectOption('VN')

    // What only the server knows comes back on its field, focused too.
    await page.getByRole('button', { name: 'Save declaration' }).click()
    const lineError = page.locator('.declaration-line .field-error')
    await lineError.waitFor()
    assert.equal(await lineError.textContent(), 'Description must be at least 2 characters')
    assert.equal(await description.getAttribute('aria-invalid'), 'true')
    assert.isTrue(await description.evaluate((input) => input === document.activeElement))
    await description.fill('Running shoes')
    await page.getByRole('button', { name: 'Save declaration' }).click()
    await page.locator('.toast', { hasText: 'Customs declaration saved' }).waitFor()
    await page.reload()
    await description.waitFor()
    assert.equal(await description.inputValue(), 'Running shoes')
    assert.match(await hsCode.inputValue(), /^640411 /)
    assert.include(await main.textContent(), '1 item line · declared value $71')
    const saved = await customer.get(`/api/packages/${shoes}`)
    assert.equal(saved.body.declaredValueCents, 7100)
    assert.deepInclude(saved.body.customsLines[0], {
      description: 'Running shoes',
      hsCode: '640411',
      originCountry: 'VN',
      quantity: 2,
    })

    // The headphones are declared through the API, as another device would.
    await customer.put(`/api/packages/${headphones}/declaration`, {
      lines: [
        {
          description: 'Headphones',
          quantity: 1,
          unitValueCents: 9900,
          hsCode: '851830',
          originCountry: 'CN',
        },
      ],
    })

    // Choose both, then Ship.
    await go(page, '/packages')
    await rows.first().waitFor()
    await page.getByLabel(`Choose package ${shoes} for shipping`).check()
    await page.getByLabel(`Choose package ${headphones} for shipping`).check()
    await page.getByText('2 packages selected').waitFor()
    await page.getByRole('button', { name: 'Ship', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/international-shipping')
    assert.sameMembers(new URL(page.url()).searchParams.get('packages')!.split(','), [
      shoes,
      headphones,
    ])
    await page.getByRole('heading', { name: '2 packages in this box' }).waitFor()

    // A new address: an invalid phone is refused beside the field, then a valid one gets prices.
    await page.getByLabel('Recipient name').fill(MADRID.recipientName)
    await page.getByLabel('Recipient phone').fill('+34 123')
    await page.getByLabel('Street address').fill(MADRID.street)
    await page.getByLabel('City').fill(MADRID.city)
    await page.getByLabel('ZIP or postal code').fill(MADRID.postalCode)
    await page.getByLabel('Country').selectOption('ES')
    await page.getByRole('button', { name: 'Show services and prices' }).click()
    await page
      .getByText('Enter a valid phone number with its country code, e.g. +34 612 345 678')
      .waitFor()
    assert.equal(await page.locator('.service-option').count(), 0)
    await page.getByLabel('Recipient phone').fill('+34 612 345 678')
    await page.getByRole('button', { name: 'Show services and prices' }).click()
    const economy = page.locator('.service-option', { hasText: 'FedEx International Economy' })
    await economy.waitFor()

    // The page shows the API's own figures: price, transit days and the saving.
    const quote = await customer.post('/api/shipments/quote', {
      packageNumbers: [shoes, headphones],
      country: 'ES',
      postalCode: '28014',
    })
    const offer = quote.body.quotes.find((q: { service: string }) => q.service === ECONOMY)
    const text = (await economy.textContent()) ?? ''
    assert.include(text, usd(offer.priceCents))
    assert.include(text, `${offer.transitDays.min}–${offer.transitDays.max} business days`)
    assert.isAbove(offer.savedCents, 0)
    assert.include(
      text,
      `You save ${usd(offer.savedCents)} against ${usd(offer.separateCents)} shipping them separately`
    )

    await economy.locator('input').check()
    await page.getByRole('button', { name: 'Confirm ship request' }).click()
    // The request is invoiced as it is made, at the price shown: its payment page opens.
    await page.waitForURL((url) => url.pathname.startsWith('/package-payment/'))
    const invoiceNumber = decodedPath(page).split('/').at(-1)!
    const invoice = await customer.get(`/api/invoices/${invoiceNumber}`)
    assert.equal(invoice.status, 200)
    assert.equal(invoice.body.status, 'unpaid')
    assert.equal(invoice.body.totalCents, offer.totalCents)
    const shipmentNumber = invoice.body.paidFor.shipmentNumber as string
    const requested = await customer.get(`/api/shipments/${shipmentNumber}`)
    assert.equal(requested.body.status, 'invoiced')
    assert.equal(requested.body.estimatedPriceCents, offer.priceCents)
    assert.equal(requested.body.savings.savedCents, offer.savedCents)
    assert.sameMembers(
      requested.body.packages.map((pkg: { number: string }) => pkg.number),
      [shoes, headphones]
    )
    await page.getByRole('heading', { name: `Invoice ${invoiceNumber}` }).waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors, [422]), [])
  })

  test('in Arabic: the description is asked for in English, the HS code chosen by keyboard', async ({
    assert,
  }) => {
    const account = await newCustomer('ar')
    const number = await receive(fixture.staff, account.suite, { sender: 'Sephora' })
    const texts = messages('ar')
    const { page, consoleErrors } = await openAndSignIn(pathFor('packages', 'ar'), account)
    await page.getByRole('link', { name: number }).click()
    const main = page.locator('main')
    const description = page.getByLabel(texts['packages.declaration.description'])
    await description.waitFor()
    assert.include(await main.textContent(), texts['packages.declaration.englishHelp'])

    // The description as the customer first writes it, in Arabic: refused on its field, focused.
    await description.fill('عطر نسائي')
    const hsCode = page.getByRole('combobox', { name: texts['packages.declaration.hsCode'] })
    await hsCode.fill('perfume')
    await page.getByRole('option', { name: /^330300 Perfumes and toilet waters$/ }).waitFor()
    await hsCode.press('ArrowDown')
    await hsCode.press('Enter')
    assert.equal(await hsCode.inputValue(), '330300 Perfumes and toilet waters')
    await page.getByLabel(texts['packages.declaration.unitValue']).fill('85')
    await page.getByRole('button', { name: texts['packages.declaration.save'] }).click()
    await page.getByText(texts['packages.declaration.descriptionLatin'], { exact: true }).waitFor()
    assert.equal(await description.getAttribute('aria-invalid'), 'true')
    assert.isTrue(await description.evaluate((input) => input === document.activeElement))

    await description.fill("Women's perfume")
    await page.getByLabel(texts['packages.declaration.origin']).selectOption('FR')
    await page.getByRole('button', { name: texts['packages.declaration.save'] }).click()
    await page.locator('.toast', { hasText: texts['packages.declaration.saved'] }).waitFor()
    const saved = await account.agent.get(`/api/packages/${number}`)
    assert.deepEqual(saved.body.customsLines[0], {
      description: "Women's perfume",
      quantity: 1,
      unitValueCents: 8500,
      hsCode: '330300',
      hsDescription: 'Perfumes and toilet waters',
      originCountry: 'FR',
      category: 'other',
      prohibitedCategory: null,
    })
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a saved address is offered first and the request uses it', async ({ assert }) => {
    const { customer, spare } = fixture
    const saved = await customer.post('/api/addresses', {
      label: 'Home',
      recipientPhone: '+34612345678',
      ...MADRID,
      country: 'ES',
    })
    assert.equal(saved.status, 201)
    await customer.put(`/api/packages/${spare}/declaration`, {
      lines: [
        {
          description: 'Books',
          quantity: 3,
          unitValueCents: 1500,
          hsCode: '490199',
          originCountry: 'US',
        },
      ],
    })

    const { page, consoleErrors } = await openAndSignIn('/sign-in', fixture.account)
    await go(page, `/international-shipping?packages=${spare}`)
    const home = page.getByRole('radio', { name: /Home/ })
    assert.isTrue(await home.isChecked())
    assert.equal(await page.getByLabel('Recipient name').count(), 0)
    await page.getByRole('button', { name: 'Show services and prices' }).click()
    const economy = page.locator('.service-option', { hasText: 'FedEx International Economy' })
    await economy.locator('input').check()
    await page.getByRole('button', { name: 'Confirm ship request' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/package-payment/'))
    const invoice = await customer.get(`/api/invoices/${decodedPath(page).split('/').at(-1)}`)
    const shipment = await customer.get(`/api/shipments/${invoice.body.paidFor.shipmentNumber}`)
    assert.deepInclude(shipment.body.address, { ...MADRID, country: 'ES' })
    assert.deepEqual(
      shipment.body.packages.map((pkg: { number: string }) => pkg.number),
      [spare]
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
