import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { closeBrowser } from '#tests/helpers/browser'
import { LANGUAGES, pathFor } from '#customer-routes'
import { decodedPath, htmlLangDir, messages, openApp, unexpectedErrors } from './support.js'

/** The sign-up rules, one value breaking one rule each, with the message id that must show. */
const SIGN_UP_RULES: [field: string, value: string, messageId: string][] = [
  ['firstName', '', 'validation.firstName.required'],
  ['firstName', 'A', 'validation.firstName.minLength'],
  ['lastName', '', 'validation.lastName.required'],
  ['lastName', 'B', 'validation.lastName.minLength'],
  ['email', '', 'validation.email.required'],
  ['email', 'ana@', 'validation.email.invalid'],
  ['phone', '', 'validation.phone.required'],
  ['phone', '12ab', 'validation.phone.invalid'],
  ['phone', '123', 'validation.phone.invalid'],
  ['password', '', 'validation.password.required'],
  ['password', 'Ab1!', 'validation.password.minLength'],
  ['password', 'ABCDEFG1!', 'validation.password.lowercase'],
  ['password', 'abcdefg1!', 'validation.password.uppercase'],
  ['password', 'Abcdefgh!', 'validation.password.number'],
  ['password', 'Abcdefg1', 'validation.password.special'],
]

const VALID = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  password: 'Secret12!',
  passwordConfirmation: 'Secret12!',
}

const input = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const fieldError = (page: Page, name: string) =>
  page.locator('main .field', { has: page.locator(`[name="${name}"]`) }).locator('.field-error')

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await input(page, name).fill(value)
    await input(page, name).blur()
  }
}

test.group('Customer app: sign-up rules', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of LANGUAGES) {
    test(`every rule shows its message beside the field (${lang})`, async ({ assert }) => {
      const text = messages(lang)
      const { page, consoleErrors } = await openApp(pathFor('signUp', lang))
      for (const [field, value, messageId] of SIGN_UP_RULES) {
        await input(page, field).fill(value)
        await input(page, field).blur()
        assert.equal(
          await fieldError(page, field).textContent(),
          text[messageId],
          `${field}=${value}`
        )
      }
      await fill(page, { password: VALID.password, passwordConfirmation: 'Other12!x' })
      assert.equal(
        await fieldError(page, 'passwordConfirmation').textContent(),
        text['validation.password.mismatch']
      )

      await fill(page, VALID)
      for (const field of Object.keys(VALID))
        assert.equal(await fieldError(page, field).count(), 0, field)

      // The terms are only judged on submit (or when ticked and unticked): nothing is sent without them.
      await page.locator('main button[type="submit"]').click()
      assert.equal(
        await fieldError(page, 'acceptTerms').textContent(),
        text['validation.terms.required']
      )
      assert.equal(decodedPath(page), pathFor('signUp', lang))
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
  }

  test('submitting an empty form shows every required message and focuses the first field', async ({
    assert,
  }) => {
    const text = messages('en')
    const { page } = await openApp('/sign-up')
    await page.locator('main button[type="submit"]').click()
    assert.deepEqual(await page.locator('main .field-error').allTextContents(), [
      text['validation.firstName.required'],
      text['validation.lastName.required'],
      text['validation.email.required'],
      text['validation.phone.required'],
      text['validation.password.required'],
      text['validation.passwordConfirmation.required'],
      text['validation.terms.required'],
    ])
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'firstName'
    )
    assert.equal(await input(page, 'firstName').getAttribute('aria-invalid'), 'true')
  })
})

test.group('Customer app: sign-in rules', (group) => {
  group.teardown(() => closeBrowser())

  for (const lang of LANGUAGES) {
    test(`email and password rules in the page language (${lang})`, async ({ assert }) => {
      const text = messages(lang)
      const { page } = await openApp(pathFor('signIn', lang))
      await page.locator('main button[type="submit"]').click()
      assert.equal(await fieldError(page, 'email').textContent(), text['validation.email.required'])
      assert.equal(
        await fieldError(page, 'password').textContent(),
        text['validation.password.required']
      )
      await fill(page, { email: 'not-an-email' })
      assert.equal(await fieldError(page, 'email').textContent(), text['validation.email.invalid'])
    })
  }
})

test.group('Customer app: accounts against the API', (group) => {
  group.teardown(() => closeBrowser())

  test('sign up, land on the dashboard, sign out, then sign in again', async ({ assert }) => {
    const email = `browser-${Date.now()}@example.com`
    const { page, consoleErrors } = await openApp('/es/sign-up')
    await fill(page, { ...VALID, email })
    await page.locator('main input[name="acceptTerms"]').check()
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/es/tablero', {
      timeout: 15000,
    })
    assert.equal(
      await page.locator('main h1').textContent(),
      messages('es')['route.dashboard.title']
    )

    await page
      .locator('header')
      .getByRole('button', { name: messages('es')['auth.signOut'] })
      .click()
    await page.waitForURL((url) => url.pathname === '/es/', { timeout: 15000 })

    await page.goto(new URL('/sign-in', page.url()).href)
    await fill(page, { email, password: 'Wrong12!x' })
    await page.locator('main button[type="submit"]').click()
    await page.locator('main .form-error').waitFor()
    assert.equal(await page.locator('main .form-error').textContent(), 'Invalid email or password')

    // Signing in from the English page, the Spanish account's app moves to Spanish.
    await fill(page, { password: VALID.password })
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/es/tablero', { timeout: 15000 })
    assert.deepEqual(await htmlLangDir(page), { lang: 'es', dir: 'ltr' })

    // One welcome toast; F8 moves focus to the toast region; a swipe to the right dismisses it.
    const toast = page.locator('.toast')
    await toast.first().waitFor()
    assert.equal(await toast.count(), 1)
    assert.include(await toast.textContent(), messages('es')['auth.welcome'].split('{')[0].trim())
    assert.include(await toast.textContent(), VALID.firstName)
    await page.keyboard.press('F8')
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'toast-region')
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    assert.equal(await toast.count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors, [400]), [])
  })

  test('the server rejecting a taken email shows its message beside the email field', async ({
    assert,
  }) => {
    const email = `taken-${Date.now()}@example.com`
    for (const attempt of [1, 2]) {
      const { page } = await openApp('/sign-up')
      await fill(page, { ...VALID, email })
      await page.locator('main input[name="acceptTerms"]').check()
      await page.locator('main button[type="submit"]').click()
      if (attempt === 1) {
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15000 })
      } else {
        await fieldError(page, 'email').waitFor({ timeout: 15000 })
        assert.isNotEmpty(await fieldError(page, 'email').textContent())
        assert.equal(new URL(page.url()).pathname, '/sign-up')
      }
    }
  })

  test('a signed-out visitor opening an account page signs in there and then sees it', async ({
    assert,
  }) => {
    const email = `return-${Date.now()}@example.com`
    const signUp = await openApp('/sign-up')
    await fill(signUp.page, { ...VALID, email })
    await signUp.page.locator('main input[name="acceptTerms"]').check()
    await signUp.page.locator('main button[type="submit"]').click()
    await signUp.page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15000 })
    await signUp.close()
    const { page } = await openApp('/ar/المحفظة')
    await fill(page, { email, password: VALID.password })
    await page.locator('main button[type="submit"]').click()
    await page.waitForFunction(() => !document.querySelector('main input[type="password"]'), null, {
      timeout: 15000,
    })
    // The page itself, in the account's language (English): one language at a time.
    await page.waitForURL((url) => url.pathname === '/wallet', { timeout: 15000 })
    await page
      .getByRole('heading', { level: 1, name: messages('en')['route.wallet.title'] })
      .waitFor()
    assert.deepEqual(await htmlLangDir(page), { lang: 'en', dir: 'ltr' })
  })
})
