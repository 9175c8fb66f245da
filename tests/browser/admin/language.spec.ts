import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { DEFAULT_PASSWORD, UserFactory } from '#database/factories/user_factory'
import {
  appUrl,
  closeBrowser,
  openPage,
  signInBrowser,
  unexpectedErrors,
} from '#tests/helpers/browser'

/*
 * One language across the back office and its API: the API writes its messages in the signed-in
 * account's saved language, so the back office saves the language chosen on screen to the
 * account, and takes the account's language at sign-in.
 */

/** The API's own text for a missing package, as its catalog has it in that language. */
async function packageNotFound(lang: 'en' | 'es' | 'ar'): Promise<string> {
  const url = new URL(`../../../locales/${lang}/parcels.json`, import.meta.url)
  return (JSON.parse(await readFile(url, 'utf8')) as Record<string, string>).packageNotFound
}

const MISSING = 'PKG-NOSUCH00'

test.group('Back office: one language with the account', (group) => {
  group.teardown(() => closeBrowser())

  test('a language chosen while signed in is saved to the account, and the API errors follow it', async ({
    assert,
  }) => {
    // Spanish on the account, English on screen: what the audit found.
    const member = await UserFactory.apply('staff').merge({ locale: 'es' }).create()
    // English from the browser's language, not from a stored choice: the test's stored entries
    // would be set again on every page load, over the one the switcher stores.
    const { page, consoleErrors } = await openPage('/api/health', { reducedMotion: 'reduce' })
    await signInBrowser(page, { email: member.email, password: DEFAULT_PASSWORD })

    /** Opens the page of a package that does not exist: the API answers 404 with its message. */
    const missingPackage = async () => {
      const answer = page.waitForResponse((response) =>
        response.url().endsWith(`/api/admin/packages/${MISSING}`)
      )
      await page.goto(new URL(`/admin/packages/${MISSING}`, appUrl()).href)
      const { errors } = (await (await answer).json()) as { errors: { message: string }[] }
      // In the page (a toast says it too).
      await page.locator('.ant-result-title', { hasText: errors[0].message }).waitFor()
      return errors[0].message
    }
    // The API's rule, which the back office follows: the saved language over the page's.
    assert.equal(await missingPackage(), await packageNotFound('es'))

    for (const [from, to, lang] of [
      ['Language: English', 'العربية', 'ar'],
      ['اللغة: العربية', 'English', 'en'],
    ] as const) {
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/settings/profile') && response.request().method() === 'PUT'
      )
      await page.getByRole('button', { name: from }).click()
      await page.getByRole('menuitem', { name: to }).click()
      assert.equal((await saved).status(), 200, lang)
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang)
      await member.refresh()
      assert.equal(member.locale, lang)

      assert.equal(await missingPackage(), await packageNotFound(lang), lang)
    }

    assert.deepEqual(unexpectedErrors(consoleErrors, [404]), [])
  })

  test('signing in switches the back office to the account’s language', async ({ assert }) => {
    const member = await UserFactory.apply('staff').merge({ locale: 'ar' }).create()
    const { page, consoleErrors } = await openPage('/admin', {
      reducedMotion: 'reduce',
      storage: { sigma_language_preference: 'en' },
    })
    const profileWrites: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/settings/profile')) profileWrites.push(request.method())
    })

    // Chosen before signing in: nobody's account to save it to, and the account's wins after.
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await page.getByRole('heading', { name: 'Inicia sesión en la administración' }).waitFor()
    await page.getByLabel('Correo electrónico').fill(member.email)
    await page.getByLabel('Contraseña').fill(DEFAULT_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()

    await page.getByRole('heading', { name: 'العمل المنتظر' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'ar')
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.equal(await page.evaluate(() => localStorage.getItem('sigma_language_preference')), 'ar')
    assert.deepEqual(profileWrites, [])
    await member.refresh()
    assert.equal(member.locale, 'ar')

    assert.deepEqual(unexpectedErrors(consoleErrors, [401]), [])
  })
})
