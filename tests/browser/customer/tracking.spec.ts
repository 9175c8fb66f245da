import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { LANGUAGES, pathFor, type Lang } from '#customer-routes'
import {
  SANDBOX_CARD,
  demoAgent,
  expectOk,
  invoicedShipment,
  messages,
  newCustomer,
  openAs,
  seriousViolations,
  shipment,
  testEachLanguage,
  testPage,
  unexpectedErrors,
  htmlLangDir,
} from './support.js'
import { fillCard } from './money_support.js'

const search = async (page: Page, label: string, submit: string, number: string) => {
  await page.getByLabel(label, { exact: true }).fill(number)
  await page.getByRole('button', { name: submit, exact: true }).click()
}

/** A message's text up to its first placeholder, to find a label whose amount is formatted. */
const startOf = (message: string) =>
  new RegExp(
    `^\\s*${message
      .split('{')[0]
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
  )

/** The events a card lists, as named, and their dates, in the order shown. */
async function eventsOf(card: Locator) {
  return {
    names: await card.locator('.tracking-events .event-name').allTextContents(),
    dates: await card
      .locator('.tracking-events time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!)),
  }
}

/** Clicks the main menu's Tracking link and waits for the tracking page. */
async function openTrackingFromMenu(page: Page, text: Record<string, string>) {
  await page
    .locator('header nav')
    .getByRole('link', { name: text['shell.nav.tracking'], exact: true })
    .click()
  await page.getByRole('heading', { level: 1, name: text['route.tracking.title'] }).waitFor()
}

/* A forwarded shipment's story, oldest first: its package in, the request, packing, the invoice,
   payment, the carrier, customs. */
const SHIPPED_STORY = [
  'tracking.milestone.package_arrived',
  'tracking.event.ship_requested',
  'tracking.event.invoiced',
  'tracking.event.packed',
  'tracking.milestone.payment_processed',
  'tracking.milestone.package_on_the_way',
  'tracking.milestone.customs_cleared',
]

test.group('Customer app: tracking', (group) => {
  let token: string
  let shipped: { number: string; trackingNumber: string }
  const travellers = {} as Record<Lang, { token: string; number: string }>

  group.setup(async () => {
    const created = await newCustomer()
    token = created.token
    shipped = await shipment(created)
    const staff = await demoAgent('staff')
    // Through customs after it left: recorded after the carrier took it, listed after it too.
    for (const lang of LANGUAGES) {
      const customer = await newCustomer(lang)
      const { number } = await shipment(customer)
      expectOk(
        await staff.post(`/api/admin/shipments/${number}/events`, {
          milestone: 'customs_cleared',
          location: 'Madrid, ES',
        }),
        201
      )
      travellers[lang] = { token: customer.token, number }
    }
  })
  group.teardown(() => closeBrowser())

  testPage(
    "the customer's shipment with its timeline; a search finds it, or says what the API says",
    () => openAs(token, pathFor('tracking', 'en')),
    async ({ assert, page, text }) => {
      const card = page.locator('main .shipment-card', { hasText: shipped.number })
      await card.waitFor()
      assert.include(await card.textContent(), shipped.trackingNumber)
      // Paid, then shipped: in international transit, what happened to it oldest first.
      assert.equal(
        await card.locator('.tracking-stages [aria-current="step"]').textContent(),
        text['tracking.stage.international_transit']
      )
      assert.lengthOf(await card.locator('.tracking-stages li').all(), 5)
      assert.deepEqual(
        (await eventsOf(card)).names,
        SHIPPED_STORY.slice(0, -1).map((id) => text[id])
      )
      // Its package is named, and opens.
      assert.equal(await card.locator('.tracking-events a[href*="/packages/PKG-"]').count(), 1)
      assert.equal(
        await card.locator('.badge').first().textContent(),
        text['tracking.shipmentStatus.shipped']
      )

      const label = text['tracking.search.label']
      const submit = text['tracking.search.submit']
      await search(page, label, submit, 'ZZ0000000000')
      const failure = page.locator('main .state-error')
      await failure.waitFor()
      assert.include(await failure.textContent(), 'No tracking information available')

      await search(page, label, submit, shipped.trackingNumber)
      const found = page
        .locator('main section[aria-labelledby="tracking-search-heading"] .shipment-card')
        .filter({ hasText: shipped.number })
      await found.waitFor()
      assert.equal(await failure.count(), 0)
      // The public answer tells the same story, without naming the package.
      assert.deepEqual(
        (await eventsOf(found)).names,
        SHIPPED_STORY.slice(0, -1).map((id) => text[id])
      )
      assert.equal(await found.locator('.tracking-events a').count(), 0)
    },
    [404]
  )

  testPage(
    "the test page shows a sample shipment without any of the customer's own",
    async () => openAs((await newCustomer()).token, pathFor('testTracking', 'en')),
    async ({ assert, page, text }) => {
      const card = page.locator('main .shipment-card')
      await card.waitFor()
      assert.equal(await page.locator('main h1').textContent(), text['route.testTracking.title'])
      const { names, dates } = await eventsOf(card)
      assert.deepEqual(names, [
        text['tracking.milestone.package_arrived'],
        ...SHIPPED_STORY.map((id) => text[id]),
      ])
      assert.deepEqual(dates, dates.toSorted())
    }
  )

  for (const lang of LANGUAGES) {
    test(`from the dashboard, a shipment's tracking reads its events in date order, as its stage bar says (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const { token: own, number } = travellers[lang]
      const { page, consoleErrors } = await openAs(own, pathFor('dashboard', lang))
      await openTrackingFromMenu(page, text)
      assert.deepEqual(await htmlLangDir(page), { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' })

      const card = page.locator('main .shipment-card', { hasText: number })
      await card.locator('.tracking-events li').first().waitFor()
      const { names, dates } = await eventsOf(card)
      assert.deepEqual(
        names,
        SHIPPED_STORY.map((id) => text[id])
      )
      assert.lengthOf(dates, names.length)
      assert.deepEqual(dates, dates.toSorted())
      // The stage bar: in international transit, the three stages before it done, and nothing the
      // bar shows done is "not yet"; no purchase-only step on a forwarded shipment.
      assert.equal(
        await card.locator('.tracking-stages [aria-current="step"]').textContent(),
        text['tracking.stage.international_transit']
      )
      assert.deepEqual(await card.locator('.tracking-stages li.done').allTextContents(), [
        text['tracking.stage.online_platform'],
        text['tracking.stage.store_to_warehouse'],
        text['tracking.stage.shipping_center'],
      ])
      const shown = (await card.textContent()) ?? ''
      for (const id of [
        'tracking.milestone.pending',
        'tracking.milestone.order_confirmed',
        'tracking.milestone.items_sourced',
      ]) {
        assert.notInclude(shown, text[id])
      }
      assert.include(await card.locator('.tracking-events li').last().textContent(), 'Madrid, ES')
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`a shipment waiting for payment is paid from its tracking card, reached from the dashboard (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const customer = await newCustomer(lang)
      const invoice = await invoicedShipment(await demoAgent('staff'), customer)
      const { page, consoleErrors } = await openAs(customer.token, pathFor('dashboard', lang))
      await openTrackingFromMenu(page, text)

      const card = page.locator('main .shipment-card', { hasText: invoice.shipment })
      await card.waitFor()
      assert.equal(
        await card.locator('.badge').first().textContent(),
        text['tracking.shipmentStatus.invoiced']
      )
      await card.getByRole('link', { name: startOf(text['tracking.shipment.payNow']) }).click()
      await page.getByRole('heading', { level: 1, name: new RegExp(invoice.number) }).waitFor()

      await page.getByLabel(text['payments.pay.card']).check()
      await fillCard(page, SANDBOX_CARD)
      await page.getByRole('button', { name: startOf(text['payments.pay.submit']) }).click()
      await page.getByRole('heading', { name: text['payments.receipt.paid'] }).waitFor()
      assert.equal(
        (await customer.agent.get(`/api/invoices/${invoice.number}`)).body.status,
        'paid'
      )

      // Back on tracking: paid, nothing more to pay.
      await openTrackingFromMenu(page, text)
      const paid = page.locator('main .shipment-card', { hasText: invoice.shipment })
      await paid.locator('.badge', { hasText: text['tracking.shipmentStatus.paid'] }).waitFor()
      assert.equal(
        await paid.getByRole('link', { name: startOf(text['tracking.shipment.payNow']) }).count(),
        0
      )
      assert.include(
        await paid.locator('.tracking-events li').last().textContent(),
        text['tracking.milestone.payment_processed']
      )
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  for (const routeId of ['tracking', 'testTracking'] as const) {
    testEachLanguage(
      (lang) => `the ${routeId} page in ${lang}, accessible`,
      (lang) => openAs(token, pathFor(routeId, lang)),
      async ({ assert, page, text }) => {
        await page.locator('main .shipment-card').first().waitFor()
        assert.equal(await page.locator('main h1').textContent(), text[`route.${routeId}.title`])
        assert.include(
          await page.locator('main .tracking-stages').first().textContent(),
          text['tracking.stage.international_transit']
        )
      }
    )
  }
})
