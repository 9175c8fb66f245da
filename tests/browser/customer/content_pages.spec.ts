import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { closeBrowser, seriousViolations } from '#tests/helpers/browser'
import { LANGUAGES, ROUTES, pathFor, type RouteId } from '#customer-routes'
import { messages, openApp, unexpectedErrors } from './support.js'

/** Fills the calculator with a parcel the rate card prices to Germany and asks for quotes. */
async function requestQuote(page: Page) {
  await page.waitForSelector('select[name="country"] option[value="DE"]', {
    state: 'attached',
    timeout: 15000,
  })
  await page.fill('input[name="weight"]', '2')
  await page.fill('input[name="length"]', '20')
  await page.fill('input[name="width"]', '16')
  await page.fill('input[name="height"]', '12')
  await page.selectOption('select[name="country"]', 'DE')
  await page.fill('input[name="postalCode"]', '10115')
  await page.click('form.calculator-form button[type="submit"]')
}

test.group('Content pages: shipping calculator', (group) => {
  group.teardown(() => closeBrowser())

  test('shows the generic messages inline when the form is sent empty', async ({ assert }) => {
    const en = messages('en')
    const { page, consoleErrors } = await openApp('/calculator')
    await page.waitForSelector('select[name="country"]', { timeout: 15000 })
    await page.click('form.calculator-form button[type="submit"]')
    const form = page.locator('form.calculator-form')
    await form.locator('.field-error').first().waitFor()
    const text = await form.innerText()
    assert.include(text, en['content.validation.required'])
    assert.include(text, en['content.validation.selectOption'])

    await page.fill('input[name="weight"]', 'two')
    await page.fill('input[name="postalCode"]', '#?')
    await page.click('form.calculator-form button[type="submit"]')
    const after = await form.innerText()
    assert.include(after, en['content.validation.invalidFormat'])
    assert.include(after, en['content.validation.invalidZip'])
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('quotes a parcel against the API: billable weight, prices, transit and saving', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openApp('/calculator')
    await requestQuote(page)
    const quote = page.locator('.calculator-quote').first()
    await quote.waitFor({ timeout: 15000 })
    const results = await page.locator('.calculator-result').innerText()
    // 20 × 16 × 12 / 139 = 27.6 lb: the box is billed on its dimensional weight, not its 2 lb.
    assert.match(results, /2 lb/)
    assert.match(await page.locator('.calculator-billable dd').innerText(), /^\d+(\.\d)? lb$/)
    assert.match(await quote.locator('.calculator-price').innerText(), /\$\d[\d,]*(\.\d{2})?/)
    assert.isAbove(await page.locator('.calculator-quote').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('lists the countries in the page language and quotes in Spanish', async ({ assert }) => {
    const es = messages('es')
    const { page, consoleErrors } = await openApp(pathFor('calculator', 'es'))
    await page.waitForSelector('select[name="country"] option[value="DE"]', {
      state: 'attached',
      timeout: 15000,
    })
    assert.equal(
      (await page.locator('select[name="country"] option[value="DE"]').textContent())?.trim(),
      'Alemania'
    )
    await requestQuote(page)
    await page.locator('.calculator-quote').first().waitFor({ timeout: 15000 })
    assert.include(
      await page.locator('.calculator-result').innerText(),
      es['calculator.results.billableWeight']
    )
    assert.match(await page.locator('.calculator-price').first().innerText(), /US\$|\$/)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})

test.group('Content pages: contact form', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of LANGUAGES) {
    test(`asks for email and message, then sends the message (${lang})`, async ({ assert }) => {
      const text = messages(lang)
      const { page, consoleErrors } = await openApp(pathFor('contact', lang))
      await page.fill('input[name="name"]', 'Layla Haddad')
      await page.click('form.content-form button[type="submit"]')
      await page.getByText(text['contact.error.bothRequired']).waitFor()

      await page.fill('input[name="email"]', 'layla@example.com')
      await page.fill('textarea[name="message"]', 'When will my package PKG-1001 ship?')
      await page.click('form.content-form button[type="submit"]')
      await page.getByText(text['contact.success']).waitFor({ timeout: 15000 })
      assert.equal(await page.locator('.form-error').count(), 0)
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }
})

/**
 * The help and blog detail pages with a slug that does not exist, in every language: their
 * not-found state. Every other visitor page, and these with an entry that exists, are checked in
 * accessibility.spec.ts.
 */
const AXE_CASES = LANGUAGES.flatMap((lang) =>
  ROUTES.filter((route) => route.en[0].includes(':slug')).map((route) => ({
    path: pathFor(route.id as RouteId, lang, { slug: 'no-such-entry' }),
  }))
)

test.group('Content pages: accessibility', (group) => {
  group.teardown(() => closeBrowser())

  test('axe finds no serious or critical violation on {path}')
    .with(AXE_CASES)
    .run(async ({ assert }, { path }) => {
      const { page } = await openApp(path)
      // Let lazy content and API calls settle into their final (loaded, empty or error) state.
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(
        () => !document.querySelector('main [role="status"] .spinner'),
        undefined,
        {
          timeout: 15000,
        }
      )
      const severe = await seriousViolations(page, (axe) =>
        axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      )
      assert.deepEqual(severe, [], `${path}: ${severe.join('; ')}`)
    })
})
