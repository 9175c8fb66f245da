import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { pathFor } from '#customer-routes'
import { newCustomer, openAs, shipment, testEachLanguage, testPage } from './support.js'

const search = async (page: Page, label: string, submit: string, number: string) => {
  await page.getByLabel(label, { exact: true }).fill(number)
  await page.getByRole('button', { name: submit, exact: true }).click()
}

test.group('Customer app: tracking', (group) => {
  let token: string
  let shipped: { number: string; trackingNumber: string }

  group.setup(async () => {
    const created = await newCustomer()
    token = created.token
    shipped = await shipment(created)
  })
  group.teardown(() => closeBrowser())

  testPage(
    "the customer's shipment with its timeline; a search finds it, or says what the API says",
    () => openAs(token, pathFor('tracking', 'en')),
    async ({ assert, page, text }) => {
      const card = page.locator('main .shipment-card', { hasText: shipped.number })
      await card.waitFor()
      assert.include(await card.textContent(), shipped.trackingNumber)
      // Paid, then shipped: in international transit, two of the seven milestones reached.
      assert.equal(
        await card.locator('.tracking-stages [aria-current="step"]').textContent(),
        text['tracking.stage.international_transit']
      )
      assert.lengthOf(await card.locator('.tracking-stages li').all(), 5)
      assert.lengthOf(await card.locator('.tracking-milestones li').all(), 7)
      assert.deepEqual(
        await card.locator('.tracking-milestones li.reached .milestone-name').allTextContents(),
        [
          text['tracking.milestone.payment_processed'],
          text['tracking.milestone.package_on_the_way'],
        ]
      )
      // Only delivery is still ahead; the earlier milestones are behind it.
      assert.deepEqual(
        await card.locator('.tracking-milestones li.pending .milestone-name').allTextContents(),
        [text['tracking.milestone.package_delivered']]
      )
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
      assert.lengthOf(await card.locator('.tracking-milestones li.reached').all(), 6)
      assert.equal(
        await card.locator('.tracking-milestones li.pending .milestone-name').textContent(),
        text['tracking.milestone.package_delivered']
      )
    }
  )

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
