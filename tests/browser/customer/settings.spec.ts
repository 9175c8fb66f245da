import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { BrowserAgent } from '#tests/helpers/http'
import { pathFor } from '#customer-routes'
import {
  decodedPath,
  messages,
  newCustomer,
  openSignedIn,
  unexpectedErrors,
  type Customer,
  testEachLanguage,
} from './support.js'

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

const card = (page: Page, title: string) =>
  page.locator('main section.card', {
    has: page.getByRole('heading', { name: title, exact: true }),
  })
const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const fieldError = (page: Page, name: string) =>
  page.locator('main .field', { has: page.locator(`[name="${name}"]`) }).locator('.field-error')

async function toast(page: Page, title: string) {
  await page.locator('.toast-title', { hasText: title }).first().waitFor()
}

async function reload(page: Page) {
  await page.reload()
  await page.waitForSelector('main [name="firstName"]')
  await page.waitForLoadState('networkidle')
}

test.group('Customer app: settings', (group) => {
  let customer: Customer

  group.setup(async () => {
    customer = await newCustomer()
  })
  group.teardown(() => closeBrowser())

  testEachLanguage(
    (lang) => `the profile, preferences and addresses show in the page language (${lang})`,
    (lang) => openSignedIn(pathFor('settings', lang), customer),
    async ({ assert, page, text }) => {
      assert.equal(await page.locator('main h1').textContent(), text['route.settings.title'])
      assert.equal(await field(page, 'firstName').inputValue(), customer.firstName)
      assert.include(await card(page, text['settings.profile.title']).textContent(), customer.email)
      for (const name of ['email', 'sms', 'promotions', 'securityAlerts'])
        assert.include(
          await card(page, text['settings.preferences.title']).textContent(),
          text[`settings.preferences.${name}`]
        )
      assert.isTrue(await field(page, 'securityAlerts').isDisabled())
      assert.equal(
        await page.locator('main .state-title').textContent(),
        text['settings.addresses.empty.title']
      )
    }
  )

  test('profile and notification preferences persist', async ({ assert }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openSignedIn(pathFor('settings', 'en'), customer)
    await field(page, 'phone').fill('12ab')
    await page.getByRole('button', { name: text['settings.profile.save'] }).click()
    assert.equal(await fieldError(page, 'phone').textContent(), text['validation.phone.invalid'])

    await field(page, 'firstName').fill('Samira')
    await field(page, 'lastName').fill('Khoury')
    await field(page, 'phone').fill('+34 612 345 678')
    await page.getByRole('button', { name: text['settings.profile.save'] }).click()
    await toast(page, text['settings.profile.saved'])

    const marketing = await field(page, 'marketing').isChecked()
    await field(page, 'marketing').setChecked(!marketing)
    await field(page, 'sms').setChecked(true)
    await page.getByRole('button', { name: text['settings.preferences.save'] }).click()
    await toast(page, text['settings.preferences.saved'])

    await reload(page)
    assert.equal(await field(page, 'firstName').inputValue(), 'Samira')
    assert.equal(await field(page, 'lastName').inputValue(), 'Khoury')
    assert.equal(await field(page, 'phone').inputValue(), '+34 612 345 678')
    assert.equal(await field(page, 'marketing').isChecked(), !marketing)
    assert.isTrue(await field(page, 'sms').isChecked())
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a saved address is added, edited and deleted after a confirmation', async ({ assert }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openSignedIn(pathFor('settings', 'en'), customer)
    const addresses = card(page, text['settings.addresses.title'])
    await page.getByRole('button', { name: text['settings.addresses.add'] }).click()
    await page.getByRole('button', { name: text['settings.addresses.save'] }).click()
    assert.equal(await fieldError(page, 'recipientName').textContent(), text['validation.required'])
    assert.equal(await fieldError(page, 'country').textContent(), text['validation.select'])

    await field(page, 'label').fill('Home')
    await field(page, 'recipientName').fill('Lucía Fernández')
    await field(page, 'recipientPhone').fill('+34612345678')
    await field(page, 'street').fill('Calle de Alcalá 42, 3º B')
    await field(page, 'city').fill('Madrid')
    await field(page, 'postalCode').fill('28014')
    await field(page, 'country').selectOption('ES')
    await page.getByRole('button', { name: text['settings.addresses.save'] }).click()
    await toast(page, text['settings.addresses.saved'])

    await reload(page)
    assert.include(await addresses.locator('address').textContent(), 'Calle de Alcalá 42')
    assert.include(await addresses.locator('address').textContent(), 'Spain')

    await page.getByRole('button', { name: 'Edit the address Home' }).click()
    await field(page, 'city').fill('Sevilla')
    await field(page, 'postalCode').fill('41001')
    await page.getByRole('button', { name: text['settings.addresses.save'] }).click()
    await toast(page, text['settings.addresses.saved'])
    await reload(page)
    assert.include(await addresses.locator('address').textContent(), 'Sevilla, 41001')

    await page.getByRole('button', { name: 'Delete the address Home' }).click()
    const dialog = page.getByRole('dialog')
    assert.equal(await dialog.locator('h2').textContent(), 'Delete the address “Home”?')
    await dialog.getByRole('button', { name: text['common.cancel'] }).click()
    assert.equal(await addresses.locator('address').count(), 1)

    await page.getByRole('button', { name: 'Delete the address Home' }).click()
    await dialog.getByRole('button', { name: text['settings.addresses.confirm.action'] }).click()
    await toast(page, text['settings.addresses.deleted'])
    await reload(page)
    assert.equal(await addresses.locator('address').count(), 0)
    assert.equal(
      await addresses.locator('.state-title').textContent(),
      text['settings.addresses.empty.title']
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the picture: a wrong type is refused in the page language, a PNG is shown', async ({
    assert,
  }) => {
    const text = messages('es')
    const { page, consoleErrors } = await openSignedIn(pathFor('settings', 'es'), customer)
    const input = page.locator('main input[type="file"]')
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    assert.equal(await fieldError(page, 'avatar').textContent(), text['validation.file.type'])

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await toast(page, text['settings.avatar.saved'])
    const picture = page.getByRole('img', { name: text['settings.avatar.alt'] })
    assert.match((await picture.getAttribute('src')) ?? '', /^\/uploads\/avatars\//)
    assert.equal(await fieldError(page, 'avatar').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a new password works for the next sign-in and the old one no longer does', async ({
    assert,
  }) => {
    const text = messages('en')
    const { page, consoleErrors } = await openSignedIn(pathFor('settings', 'en'), customer)
    await field(page, 'currentPassword').fill('Wrong#2026pass')
    await field(page, 'password').fill('Fresh#2026pass')
    await field(page, 'passwordConfirmation').fill('Fresh#2026pass')
    await page.getByRole('button', { name: text['settings.password.save'] }).click()
    await fieldError(page, 'currentPassword').waitFor()
    // The server's own words, in the customer's language.
    assert.equal(
      await fieldError(page, 'currentPassword').textContent(),
      'The current password is incorrect'
    )

    await field(page, 'currentPassword').fill(customer.password)
    await page.getByRole('button', { name: text['settings.password.save'] }).click()
    await toast(page, text['settings.password.saved'])
    assert.equal(await field(page, 'currentPassword').inputValue(), '')

    const signIn = (password: string) =>
      new BrowserAgent().post('/api/auth/login', { email: customer.email, password })
    assert.equal((await signIn('Fresh#2026pass')).status, 200)
    assert.notEqual((await signIn(customer.password)).status, 200)
    customer.password = 'Fresh#2026pass'

    // This browser stays signed in.
    await reload(page)
    assert.equal(decodedPath(page), pathFor('settings', 'en'))
    assert.deepEqual(unexpectedErrors(consoleErrors, [422]), [])
  })

  test('choosing another language saves it and moves the app to that language', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openSignedIn(pathFor('settings', 'en'), customer)
    await field(page, 'locale').selectOption('ar')
    await page.getByRole('button', { name: messages('en')['settings.profile.save'] }).click()
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === pathFor('settings', 'ar'))
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    assert.equal(
      await page.locator('main h1').textContent(),
      messages('ar')['route.settings.title']
    )
    // The password test closed the customer's other sessions: a fresh one reads the saved language.
    const agent = new BrowserAgent()
    await agent.post('/api/auth/login', { email: customer.email, password: customer.password })
    const profile = await agent.get('/api/settings/profile')
    assert.equal(profile.body.locale, 'ar')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
