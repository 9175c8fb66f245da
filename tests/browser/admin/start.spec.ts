import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { closeBrowser, openPage, unexpectedErrors } from '#tests/helpers/browser'
import { DEMO_ACCOUNTS } from '#tests/helpers/auth'

/** The back office's catalogs of a language, merged as the app loads them. */
async function backOfficeMessages(lang: 'en' | 'es' | 'ar') {
  const read = async (file: string) =>
    JSON.parse(
      await readFile(new URL(`../../../locales/${lang}/${file}`, import.meta.url), 'utf8')
    ) as Record<string, string>
  const files = ['admin.json', 'admin/dashboard.json', 'admin/reports.json']
  return Object.assign({}, ...(await Promise.all(files.map(read)))) as Record<string, string>
}

test.group('Back office start', (group) => {
  group.teardown(() => closeBrowser())

  test('a visitor at /admin gets the sign-in page, translated, with validation', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openPage('/admin')

    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/admin/login')
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr')
    assert.equal(await page.title(), 'Sign in to the back office · Sigma Forwarding')
    // One main landmark holds the form (axe's landmark-one-main).
    assert.equal(await page.getByRole('main').getByLabel('Email').count(), 1)

    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Enter your email').waitFor()
    await page.getByText('Enter your password').waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors, [401]), [])
  })

  test('/admin?lang=ar is right-to-left and in Arabic, and the choice is kept', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openPage('/admin?lang=ar')

    await page.getByRole('heading', { name: 'تسجيل الدخول إلى لوحة الإدارة' }).waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.equal(await page.getAttribute('html', 'lang'), 'ar')
    await page.getByLabel('البريد الإلكتروني').waitFor()
    await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor()
    // antd's own components follow too (ConfigProvider direction="rtl").
    assert.equal(
      await page.locator('.ant-form').evaluate((form) => getComputedStyle(form).direction),
      'rtl'
    )

    // ?lang= is read once and dropped, so the language switcher wins on the next visit.
    assert.notInclude(page.url(), 'lang=')
    assert.equal(await page.evaluate(() => localStorage.getItem('sigma_language_preference')), 'ar')

    assert.deepEqual(unexpectedErrors(consoleErrors, [401]), [])
  })

  test('/admin?lang=es is in Spanish', async ({ assert }) => {
    const { page, consoleErrors } = await openPage('/admin?lang=es')

    await page.getByRole('heading', { name: 'Inicia sesión en la administración' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'es')
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr')

    assert.deepEqual(unexpectedErrors(consoleErrors, [401]), [])
  })

  test('the language switcher changes the page and remembers the choice', async ({ assert }) => {
    const { page, consoleErrors } = await openPage('/admin')

    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await page.getByRole('heading', { name: 'Inicia sesión en la administración' }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('sigma_language_preference')), 'es')

    await page.reload()
    await page.getByRole('heading', { name: 'Inicia sesión en la administración' }).waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors, [401]), [])
  })

  test('menus open without motion for people who asked their system for less', async ({
    assert,
  }) => {
    /* Whether the language menu came in moving: antd's motion classes, started (`-start`, `-active`). */
    const menuMoves = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await openPage('/admin', { reducedMotion })
      const switcher = page.getByRole('button', { name: 'Language: English' })
      await switcher.waitFor()
      // Watched as the classes come, however quickly the motion ends.
      await page.evaluate(() => {
        const seen = window as unknown as { motion: boolean }
        seen.motion = false
        // The menu is added in its prepared state; the motion starts as its classes change.
        new MutationObserver((records) => {
          for (const { target } of records) {
            const classes = (target as Element).getAttribute('class') ?? ''
            if (
              classes.includes('ant-dropdown ') &&
              /-(enter|appear)-(start|active)\b/.test(classes)
            )
              seen.motion = true
          }
        }).observe(document.body, { subtree: true, attributeFilter: ['class'] })
      })
      await switcher.click()
      await page.getByRole('menuitem', { name: 'Español' }).waitFor()
      /*
       * On a busy machine the item shows before the motion's next frames: read once the menu is
       * settled, its motion classes gone (at once when it never moved).
       */
      await page.waitForFunction(() => {
        const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')
        return menu !== null && !/-(enter|appear)\b/.test(menu.className)
      })
      return page.evaluate(() => (window as unknown as { motion: boolean }).motion)
    }

    assert.isTrue(await menuMoves('no-preference'))
    assert.isFalse(await menuMoves('reduce'))
  })

  test('a wrong password shows the API message and keeps what was typed', async ({ assert }) => {
    const { page, consoleErrors } = await openPage('/admin')

    await page.getByLabel('Email').fill('nobody@sigma.test')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page.getByText('Invalid email or password').waitFor()
    assert.equal(await page.getByLabel('Email').inputValue(), 'nobody@sigma.test')
    assert.equal(new URL(page.url()).pathname, '/admin/login')

    assert.deepEqual(unexpectedErrors(consoleErrors, [400, 401]), [])
  })

  test('the seeded staff member signs in and starts at the work queue, in his account’s Spanish', async ({
    assert,
  }) => {
    const es = await backOfficeMessages('es')
    const { page, consoleErrors } = await openPage('/admin')

    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email)
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.staff.password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    // Daniel's account speaks Spanish: the back office takes it, as the API's messages do.
    await page.getByRole('heading', { name: es['dashboard.title'] }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'es')
    assert.equal(new URL(page.url()).pathname, '/admin')
    await page.getByRole('menuitem', { name: es['users.users'] }).waitFor()
    await page.getByRole('menuitem', { name: es['buttons.logout'] }).waitFor()
    await page.getByTestId('current-user').getByText(es['roles.staff'], { exact: true }).waitFor()
    // What waits, queue by queue; revenue is on the admins' reports, not in the staff's way.
    await page
      .getByRole('link', { name: es['dashboard.queue.shipmentsToPack'], exact: true })
      .waitFor()
    assert.equal(await page.getByText(es['reports.revenue']).count(), 0)
    assert.equal(await page.getByRole('menuitem', { name: es['reports.reports'] }).count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
