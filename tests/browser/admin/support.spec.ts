import { test } from '@japa/runner'
import { openBackOffice } from './support.js'
import { demoAgent } from '#tests/helpers/auth'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
import { BrowserAgent } from '#tests/helpers/http'

test.group('Back office: notifications and inbox', (group) => {
  group.teardown(() => closeBrowser())

  test('staff write a notice in three languages; the customer gets hers in Spanish', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/notifications/create')

    await page.getByRole('heading', { name: 'Send a notification' }).waitFor()
    await page.getByLabel('Customer (suite, name or email)').fill('maria')
    await page.locator('.ant-select-item-option', { hasText: 'SG-48213' }).click()
    const texts = {
      English: ['Warehouse closed Friday', 'We reopen on Monday.'],
      Español: ['Almacén cerrado el viernes', 'Reabrimos el lunes.'],
      العربية: ['المستودع مغلق يوم الجمعة', 'نعيد الفتح يوم الاثنين.'],
    }
    for (const [language, [title, body]] of Object.entries(texts)) {
      await page.getByLabel(`Title (${language})`).fill(title)
      await page.getByLabel(`Message (${language})`).fill(body)
    }
    await page.getByRole('button', { name: 'Send a notification' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this notification?' })
    await dialog.getByText('María González Ruiz receives it in Español.').waitFor()
    await dialog.getByRole('button', { name: 'Send a notification' }).click()

    await page.getByRole('heading', { name: 'Notifications sent' }).waitFor()
    await page.getByRole('cell', { name: 'Warehouse closed Friday' }).waitFor()

    const maria = await demoAgent('maria')
    const { body } = await maria.get('/api/notifications')
    const titles = (body.data ?? body).map((notice: { title: string }) => notice.title)
    assert.include(titles, 'Almacén cerrado el viernes')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a notice to one customer asks only for their language, the others optional', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/notifications/create')

    await page.getByRole('heading', { name: 'Send a notification' }).waitFor()
    await page.getByLabel('Customer (suite, name or email)').fill('layla')
    await page.locator('.ant-select-item-option', { hasText: 'SG-73051' }).click()
    // Her language comes first; the two others say they may stay empty.
    await page.getByRole('heading', { name: 'English (optional)' }).waitFor()
    await page.getByRole('heading', { name: 'Español (optional)' }).waitFor()
    await page.getByRole('button', { name: 'Send a notification' }).click()
    await page.getByText('Please enter Title (العربية)').waitFor()
    assert.equal(await page.getByText('Please enter Title (English)').count(), 0)

    await page.getByLabel('Title (العربية)').fill('طردك جاهز للشحن')
    await page.getByLabel('Message (العربية)').fill('يمكنك طلب الشحن الآن.')
    await page.getByRole('button', { name: 'Send a notification' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this notification?' })
    await dialog.getByText('Layla Haddad receives it in العربية.').waitFor()
    await dialog.getByRole('button', { name: 'Send a notification' }).click()

    await page.getByRole('heading', { name: 'Notifications sent' }).waitFor()
    await page.getByRole('cell', { name: 'طردك جاهز للشحن' }).waitFor()
    const layla = await demoAgent('layla')
    const { body } = await layla.get('/api/notifications')
    const titles = (body.data ?? body).map((notice: { title: string }) => notice.title)
    assert.include(titles, 'طردك جاهز للشحن')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff send a notice to all customers; each reads it in their own language', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const customers = await staff.get('/api/admin/users?role=customer&_start=0&_end=1')
    const count = Number(customers.headers.get('x-total-count'))
    assert.isAbove(count, 1)
    const { page, consoleErrors } = await openBackOffice('/notifications/create')

    await page.getByRole('heading', { name: 'Send a notification' }).waitFor()
    await page.getByText('All customers').click()
    assert.isFalse(await page.getByLabel('Customer (suite, name or email)').isVisible())
    const texts = {
      English: ['Holiday hours', 'The warehouse closes at noon on Friday.'],
      Español: ['Horario festivo', 'El almacén cierra el viernes al mediodía.'],
      العربية: ['مواعيد العطلة', 'يُغلق المستودع ظهر يوم الجمعة.'],
    }
    for (const [language, [title, body]] of Object.entries(texts)) {
      await page.getByLabel(`Title (${language})`).fill(title)
      await page.getByLabel(`Message (${language})`).fill(body)
    }
    await page.getByRole('button', { name: 'Send a notification' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this notification?' })
    await dialog
      .getByText(`Customers who receive it: ${count}, each in their own language.`)
      .waitFor()
    await dialog.getByRole('button', { name: 'Send a notification' }).click()

    await page.getByRole('heading', { name: 'Notifications sent' }).waitFor()
    await page
      .locator('tr', { hasText: 'Holiday hours' })
      .getByRole('cell', { name: String(count), exact: true })
      .waitFor()

    for (const [account, title] of [
      ['maria', 'Horario festivo'],
      ['layla', 'مواعيد العطلة'],
    ] as const) {
      const { body } = await (await demoAgent(account)).get('/api/notifications')
      const titles = (body.data ?? body).map((notice: { title: string }) => notice.title)
      assert.include(titles, title)
    }
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff mark a contact message read, then resolve it', async ({ assert }) => {
    const visitor = new BrowserAgent()
    const sent = await visitor.post('/api/contact', {
      name: 'Omar Haddad',
      email: 'omar@example.com',
      message: 'My parcel shows delivered but I have not received it.',
    })
    assert.equal(sent.status, 202, JSON.stringify(sent.body))
    const { page, consoleErrors } = await openBackOffice('/inbox')

    const row = page.locator('tr', { hasText: 'omar@example.com' })
    await row.getByText('Unread').waitFor()
    await row.getByRole('button', { name: 'Mark read' }).click()
    await row.getByText('Read', { exact: true }).waitFor()

    await row.getByRole('button', { name: 'Resolve' }).click()
    const dialog = page.getByRole('dialog', { name: 'Resolve the message from Omar Haddad?' })
    await dialog.getByRole('button', { name: 'Resolve' }).click()
    await row.getByText('Resolved').waitFor()
    assert.equal(await row.getByRole('button').count(), 0)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('on a tablet or a phone the inbox’s Resolve stays on screen, without scrolling sideways')
    .with([
      { lang: 'en', width: 800, resolve: 'Resolve' },
      { lang: 'en', width: 360, resolve: 'Resolve' },
      { lang: 'ar', width: 800, resolve: 'تعليم كمحلولة' },
      { lang: 'ar', width: 360, resolve: 'تعليم كمحلولة' },
    ] as const)
    .run(async ({ assert }, { lang, width, resolve }) => {
      const email = `narrow.${lang}.${width}@example.com`
      const sent = await new BrowserAgent().post('/api/contact', {
        name: 'Samir Nasser',
        email,
        message:
          'A long question about storage fees, customs forms and the consolidation of parcels.',
      })
      assert.equal(sent.status, 202, JSON.stringify(sent.body))
      const { page, consoleErrors } = await openBackOffice('/inbox', 'staff', {
        lang,
        viewport: { width, height: 800 },
      })

      const button = page
        .locator('tr', { hasText: email })
        .getByRole('button', { name: resolve, exact: true })
      await button.waitFor()
      // Read before anything scrolls it into view (a click would).
      const box = (await button.boundingBox())!
      assert.isAtLeast(box.x, 0)
      assert.isAtMost(box.x + box.width, width)
      // And the page itself is no wider than the screen.
      assert.isAtMost(await page.evaluate(() => document.documentElement.scrollWidth), width)

      // Answered, so that the inbox the later tests see is as it was.
      const staff = await demoAgent('staff')
      const [message] = (await staff.get(`/api/admin/inbox?q=${email}`)).body
      assert.equal((await staff.post(`/api/admin/inbox/${message.id}/resolve`)).status, 200)
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })

  test('a contact message sent while staff look at the inbox shows without a reload', async ({
    assert,
  }) => {
    const { page, consoleErrors } = await openBackOffice('/inbox')
    // The back office listens once its event stream is open.
    const listening = page.waitForResponse((response) =>
      response.url().includes('/__transmit/events')
    )
    await page.reload()
    assert.equal((await listening).status(), 200)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    const sent = await new BrowserAgent().post('/api/contact', {
      name: 'Ana Ruiz',
      email: 'ana.live@example.com',
      message: 'Can you hold my parcels until I ask to ship them?',
    })
    assert.equal(sent.status, 202, JSON.stringify(sent.body))
    await page.locator('tr', { hasText: 'ana.live@example.com' }).waitFor({ timeout: 5000 })
    assert.isTrue(await page.evaluate(() => 'sameDocument' in window))
    assert.deepEqual(unexpectedErrors(consoleErrors), [])

    // Answered, so that the inbox the later tests see is as it was.
    const staff = await demoAgent('staff')
    const [message] = (await staff.get('/api/admin/inbox?q=ana.live')).body
    assert.equal((await staff.post(`/api/admin/inbox/${message.id}/resolve`)).status, 200)
  })

  test('the support pages are right-to-left in Arabic, without serious axe violations')
    .with([
      { path: '/notifications', heading: 'الإشعارات المرسلة' },
      { path: '/notifications/create', heading: 'إرسال إشعار' },
      { path: '/inbox', heading: 'صندوق الوارد' },
    ])
    .run(async ({ assert }, { path, heading }) => {
      const { page, consoleErrors } = await openBackOffice(path, 'staff', { lang: 'ar' })

      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      await page.locator('.ant-table-row, .ant-empty, form').first().waitFor()
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})
