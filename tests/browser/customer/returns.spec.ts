import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { closeBrowser } from '#tests/helpers/browser'
import type { BrowserAgent } from '#tests/helpers/http'
import { pathFor } from '#customer-routes'
import {
  decodedPath,
  expectOk,
  newCustomer,
  openAs,
  shipment,
  testEachLanguage,
  testPage,
} from './support.js'

test.group('Customer app: returns', (group) => {
  let token: string
  let customer: BrowserAgent
  let recent: string
  let old: string

  group.setup(async () => {
    const created = await newCustomer()
    ;({ token, agent: customer } = created)
    recent = (await shipment(created, { deliver: true })).number
    old = (await shipment(created, { deliver: true })).number
    // Delivered 20 days ago: past the 15 days in which a return may be asked for.
    await db
      .from('shipments')
      .where('number', old)
      .update({
        delivered_at: DateTime.utc().minus({ days: 20 }).toSQL({ includeOffset: false }),
      })
  })
  group.teardown(() => closeBrowser())

  testPage(
    'a delivered shipment is returned from its card and listed as requested; a late one says why not',
    () => openAs(token, pathFor('tracking', 'en')),
    async ({ assert, page, text }) => {
      const lateCard = page.locator('main .shipment-card', { hasText: old })
      const lateButton = lateCard.getByRole('button', { name: text['returnRequests.request'] })
      await lateButton.waitFor()
      assert.isTrue(await lateButton.isDisabled())
      assert.include(
        await lateCard.locator('.return-action').textContent(),
        'this window closed on'
      )

      const card = page.locator('main .shipment-card', { hasText: recent })
      await card.getByRole('button', { name: text['returnRequests.request'] }).click()
      await card.getByRole('button', { name: text['returnRequests.form.submit'] }).click()
      assert.equal(
        await card.locator('.field-error').textContent(),
        text['returnRequests.form.reasonRequired']
      )
      await card
        .getByLabel(text['returnRequests.form.reason'])
        .fill('The speaker arrived with a cracked grille')
      await card.getByRole('button', { name: text['returnRequests.form.submit'] }).click()
      await card
        .locator('.return-state .badge', { hasText: text['returnRequests.status.requested'] })
        .waitFor()

      const row = page.locator('main .return-row', { hasText: recent })
      await row.waitFor()
      assert.include(await row.textContent(), text['returnRequests.status.requested'])
      const [requested] = expectOk(await customer.get('/api/returns'))
      assert.containSubset(requested, {
        status: 'requested',
        shipmentNumber: recent,
        reason: 'The speaker arrived with a cracked grille',
      })

      await page.getByRole('link', { name: text['returnRequests.policyLink'] }).click()
      await page.waitForURL((url) => url.pathname === pathFor('returnsPolicy', 'en'))
      assert.equal(decodedPath(page), pathFor('returnsPolicy', 'en'))
    }
  )

  testEachLanguage(
    (lang) => `returns on the tracking page in ${lang}, accessible`,
    (lang) => openAs(token, pathFor('tracking', lang)),
    async ({ assert, page, text }) => {
      await page.locator('main .return-row').first().waitFor()
      await page.waitForLoadState('networkidle')
      assert.equal(
        await page.locator('main h2#returns-heading').textContent(),
        text['returnRequests.title']
      )
      assert.include(
        await page.locator('main .shipment-card', { hasText: old }).textContent(),
        text['returnRequests.windowClosed'].split('{days}')[0]
      )
    }
  )
})
