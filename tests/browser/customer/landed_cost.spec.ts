import { test } from '@japa/runner'
import { ECONOMY } from '#tests/functional/parcels/helpers'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { BrowserAgent } from '#tests/helpers/http'
import { pathFor, type Lang } from '#customer-routes'
import {
  ARABIC,
  htmlLangDir,
  messages,
  openApp,
  plainText,
  seriousViolations,
  unexpectedErrors,
} from './support.js'

/** A parcel of clothing worth $300, as typed into the calculator and as sent to the API. */
const parcel = { weightLb: 3, lengthIn: 12, widthIn: 10, heightIn: 6 }
const declared = { declaredValueCents: 30_000, category: 'clothing_shoes' }

/** The landed cost of International Economy, straight from the API, for the page to match. */
async function economyLandedCost(country: string, postalCode: string) {
  const response = await new BrowserAgent().post('/api/quotes', {
    ...parcel,
    ...declared,
    country,
    postalCode,
    service: ECONOMY,
  })
  return response.body.quotes[0].landedCost as {
    shippingCents: number
    dutiesCents: number
    taxesCents: number
    totalCents: number
  }
}

/** Dollars as the page formats them in its own language. */
function formatted(page: Page, cents: number) {
  return page.evaluate(
    (amount) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount / 100),
    cents
  )
}

async function quoteWithValue(page: Page, country: string, postalCode: string) {
  await page.waitForSelector(`select[name="country"] option[value="${country}"]`, {
    state: 'attached',
    timeout: 15000,
  })
  await page.fill('input[name="weight"]', String(parcel.weightLb))
  await page.fill('input[name="length"]', String(parcel.lengthIn))
  await page.fill('input[name="width"]', String(parcel.widthIn))
  await page.fill('input[name="height"]', String(parcel.heightIn))
  await page.selectOption('select[name="country"]', country)
  await page.fill('input[name="postalCode"]', postalCode)
  await page.fill('input[name="declaredValue"]', '300')
  await page.selectOption('select[name="category"]', declared.category)
  await page.click('form.calculator-form button[type="submit"]')
  await page.locator('.calculator-quote .landed-cost').first().waitFor({ timeout: 15000 })
}

/*
 * Destinations where $300 of clothing pays a duty of its own. Not Mexico: since 15 August 2025 a
 * courier parcel from the United States pays one global rate there, shown as the import tax.
 */
const CASES: { lang: Lang; country: string; postalCode: string; dir: string }[] = [
  { lang: 'es', country: 'ES', postalCode: '28014', dir: 'ltr' },
  { lang: 'ar', country: 'SA', postalCode: '12211', dir: 'rtl' },
]

test.group('Shipping calculator: landed cost', (group) => {
  group.teardown(() => closeBrowser())

  for (const { lang, country, postalCode, dir } of CASES) {
    test(`shows shipping, duties, import tax and the delivered cost per service (${lang})`, async ({
      assert,
    }) => {
      const text = messages(lang)
      const expected = await economyLandedCost(country, postalCode)
      const { page, consoleErrors } = await openApp(pathFor('calculator', lang))
      assert.deepEqual(await htmlLangDir(page), { lang, dir })
      await quoteWithValue(page, country, postalCode)

      const economy = page.locator(`.calculator-quote[data-service="${ECONOMY}"] .landed-cost`)
      const rows = await economy.innerText()
      for (const label of ['shipping', 'duties', 'taxes', 'total'])
        assert.include(rows, text[`landedCost.${label}`])
      for (const cents of [
        expected.shippingCents,
        expected.dutiesCents,
        expected.taxesCents,
        expected.totalCents,
      ])
        assert.include(plainText(rows), plainText(await formatted(page, cents)))
      assert.isAbove(expected.dutiesCents, 0)

      const summary = await page.locator('.landed-cost-summary').innerText()
      assert.include(summary, text['landedCost.note.due'])
      if (lang === 'ar') assert.match(summary, ARABIC)

      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }
})
