import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { openBackOffice, seedDemoRecords } from './support.js'
import Order from '#models/order'
import Package from '#models/package'
import Shipment from '#models/shipment'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
import { DEMO_ACCOUNTS, demoAgent, signedIn } from '#tests/helpers/auth'
import { GOOD_CARD, invoiceFor } from '#tests/functional/money/helpers'
import { receive } from '#tests/functional/parcels/helpers'

/*
 * Accounts in the back office: the admin's actions (roles with the password re-entered), hidden
 * from staff; the role history; the list's CSV export.
 */

const customer = () => UserFactory.merge({ role: 'customer' }).create()

test.group('Back office: users', (group) => {
  group.teardown(() => closeBrowser())

  test('an admin finds a customer, makes them staff and back to customer with their password; the role history shows both', async ({
    assert,
  }) => {
    const user = await customer()
    const name = `${user.firstName} ${user.lastName}`
    const { page, consoleErrors } = await openBackOffice('/users', 'admin')

    // As a person does, once the list is there: a search sent while it first loads can be lost.
    await page.locator('.ant-table-row').first().waitFor()
    await page.getByLabel('Name, email or suite').fill(user.email)
    await page.getByLabel('Name, email or suite').press('Enter')
    await page.getByRole('link', { name, exact: true }).click()
    await page.getByRole('heading', { name }).waitFor()
    const history = page.locator('.ant-card', { has: page.getByText('Role history') })
    await history.getByText('The role has not changed since the account was opened.').waitFor()

    const changeTo = async (role: string, password: string) => {
      await page.getByRole('button', { name: 'Change role' }).click()
      const dialog = page.getByRole('dialog', { name: `Role of ${name}` })
      await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check()
      await dialog.getByLabel('Your password').fill(password)
      await dialog.getByRole('button', { name: 'Change role' }).click()
      return dialog
    }

    const dialog = await changeTo('Staff', 'not-my-password')
    await dialog.getByText('The password is incorrect').waitFor()
    assert.equal((await User.findOrFail(user.id)).role, 'customer')
    await dialog.getByLabel('Your password').fill(DEMO_ACCOUNTS.admin.password)
    await dialog.getByRole('button', { name: 'Change role' }).click()
    await page.getByText(`${name} is now Staff`).waitFor()
    assert.equal((await User.findOrFail(user.id)).role, 'staff')

    const demotion = await changeTo('Customer', DEMO_ACCOUNTS.admin.password)
    await demotion.waitFor({ state: 'detached' })
    await page.getByText(`${name} is now Customer`).waitFor()
    assert.equal((await User.findOrFail(user.id)).role, 'customer')

    const lines = history.locator('tr.ant-table-row')
    await lines.nth(1).waitFor()
    assert.deepEqual(await lines.locator('td:nth-child(2)').allTextContents(), [
      'Staff → Customer',
      'Customer → Staff',
    ])
    await history.getByRole('link', { name: 'Avery Collins' }).first().waitFor()

    assert.deepEqual(unexpectedErrors(consoleErrors, [422]), [])
  })

  test('demoting warns that the account is signed out everywhere', async ({ assert }) => {
    const user = await UserFactory.apply('staff').create()
    const name = `${user.firstName} ${user.lastName}`
    const { page, consoleErrors } = await openBackOffice(`/users/${user.id}`, 'admin')

    await page.getByRole('button', { name: 'Change role' }).click()
    const dialog = page.getByRole('dialog', { name: `Role of ${name}` })
    assert.isTrue(await dialog.getByRole('radio', { name: /^Staff/ }).isDisabled())
    await dialog.getByRole('radio', { name: /^Administrator/ }).check()
    assert.equal(await dialog.getByText('signed out everywhere').count(), 0)
    await dialog.getByRole('radio', { name: /^Customer/ }).check()
    await dialog.getByText(`${name} is signed out everywhere`).waitFor()
    await dialog.getByRole('button', { name: 'Change role' }).click()
    await dialog.getByText('Enter your password').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    assert.equal((await User.findOrFail(user.id)).role, 'staff')

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an admin cannot delete themselves', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@sigma.test')
    const { page, consoleErrors } = await openBackOffice(`/users/${admin.id}`, 'admin')

    await page.getByRole('button', { name: 'Edit' }).waitFor()
    await page.getByRole('button', { name: 'Adjust wallet' }).waitFor()
    await page.getByRole('button', { name: 'Change role' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('an admin edits an account, and deletes one after confirming', async ({ assert }) => {
    const user = await customer()
    const { page, consoleErrors } = await openBackOffice(`/users/${user.id}/edit`, 'admin')

    await page.getByLabel('First name').fill('Renamed')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: `Renamed ${user.lastName}` }).waitFor()
    assert.equal((await User.findOrFail(user.id)).firstName, 'Renamed')

    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(`Delete the account of Renamed ${user.lastName}?`).waitFor()
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/users')
    assert.isNull(await User.find(user.id))

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff see an account without any of the admin-only actions', async ({ assert }) => {
    const user = await customer()
    const { page, consoleErrors } = await openBackOffice(`/users/${user.id}`, 'staff')

    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }).waitFor()
    await page.getByText('The role has not changed since the account was opened.').waitFor()
    for (const action of ['Edit', 'Change role', 'Adjust wallet', 'Delete']) {
      assert.equal(await page.getByRole('button', { name: action }).count(), 0, action)
    }
    // The wallet ledger is the admins': neither its card here nor its menu entry.
    assert.equal(await page.getByText('No wallet movements yet.').count(), 0)
    await page.getByRole('menuitem', { name: 'Packages' }).waitFor()
    assert.equal(await page.getByRole('menuitem', { name: 'Wallet transactions' }).count(), 0)

    await page.goto(page.url() + '/edit')
    await page.getByText('You are not authorized to perform this action').waitFor()
    assert.equal(await page.getByLabel('First name').count(), 0)

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a customer’s page lists her latest shipments and orders, each linked', async ({
    assert,
  }) => {
    await seedDemoRecords()
    const maria = await User.findByOrFail('email', 'maria@sigma.test')
    const shipment = await Shipment.query()
      .where('user_id', maria.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .firstOrFail()
    const order = await Order.query()
      .where('user_id', maria.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .firstOrFail()
    const { page, consoleErrors } = await openBackOffice(`/users/${maria.id}`, 'staff')

    const shipments = page.locator('.ant-card', {
      has: page.getByText('Shipments', { exact: true }),
    })
    await shipments.getByRole('link', { name: shipment.number }).click()
    await page.waitForURL(`**/admin/shipments/${shipment.number}`)
    await page.goBack()
    const orders = page.locator('.ant-card', { has: page.getByText('Orders', { exact: true }) })
    await orders.getByRole('link', { name: order.number }).click()
    await page.waitForURL(`**/admin/orders/${order.number}`)
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('a customer’s invoices read a partial refund as the invoices list does; her packages link', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 10_000)
    const paid = await agent.post(`/api/invoices/${invoice.number}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(paid.status, 200)
    // 22% of it refunded: the API's state is `refunded`, the lists say "Partly refunded".
    const refunded = await (
      await demoAgent('admin')
    ).post(
      `/api/admin/invoices/${invoice.number}/refund`,
      { amountCents: 2_200, reason: 'One item arrived damaged' },
      { 'Idempotency-Key': randomUUID() }
    )
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body))
    const pkg = await receive(await demoAgent('staff'), user.customerId!, { sender: 'Target' })

    for (const [lang, invoices, label] of [
      ['en', 'Invoices', 'Partly refunded'],
      ['ar', 'الفواتير', 'مستردة جزئيًا'],
    ] as const) {
      const { page, consoleErrors } = await openBackOffice(`/users/${user.id}`, 'staff', { lang })
      const card = page.locator('.ant-card', { has: page.getByText(invoices, { exact: true }) })
      await card
        .locator('tr', { hasText: invoice.number })
        .getByText(label, { exact: true })
        .waitFor()
      assert.deepEqual(unexpectedErrors(consoleErrors), [], lang)
    }

    const { page, consoleErrors } = await openBackOffice(`/users/${user.id}`, 'staff')
    const packages = page.locator('.ant-card', { has: page.getByText('Packages', { exact: true }) })
    await packages.getByRole('link', { name: pkg.number }).click()
    await page.waitForURL(`**/admin/packages/${pkg.number}`)
    await page.getByRole('heading', { name: `Package ${pkg.number}` }).waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('in Arabic, a customer’s orders show their dates and her packages their statuses', async ({
    assert,
  }) => {
    await seedDemoRecords()
    const maria = await User.findByOrFail('email', 'maria@sigma.test')
    const packages = await Package.query()
      .where('user_id', maria.id)
      .orderBy('received_at', 'desc')
      .limit(5)
    const labels = JSON.parse(
      await readFile(new URL('../../../locales/ar/admin/packages.json', import.meta.url), 'utf8')
    ) as Record<string, string>
    const { page, consoleErrors } = await openBackOffice(`/users/${maria.id}`, 'staff', {
      lang: 'ar',
    })

    const card = (title: string) =>
      page.locator('.ant-card', { has: page.getByText(title, { exact: true }) })
    const orderRows = card('الطلبات').locator('tr.ant-table-row')
    await orderRows.first().waitFor()
    const dates = await orderRows.locator('td:last-child').allTextContents()
    assert.isNotEmpty(dates)
    assert.notInclude(dates, '—')

    const statuses = card('الطرود').locator('tr.ant-table-row td:nth-child(2)')
    await statuses.first().waitFor()
    assert.deepEqual(
      await statuses.allTextContents(),
      packages.map((pkg) => labels[`packages.status.${pkg.status}`])
    )

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the filtered list exports as CSV the rows it shows', async ({ assert }) => {
    const { page, consoleErrors } = await openBackOffice('/users', 'staff')

    await page.getByLabel('Name, email or suite').fill('sigma.test')
    await page.getByLabel('Name, email or suite').press('Enter')
    await page.getByRole('combobox', { name: 'Role' }).click()
    await page.getByTitle('Customer', { exact: true }).click()
    await page.getByRole('cell', { name: 'layla@sigma.test' }).waitFor()
    await page.getByRole('cell', { name: 'staff@sigma.test' }).waitFor({ state: 'detached' })
    const shown = await page
      .locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)')
      .allTextContents()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'users.csv')
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n')
    const header = lines[0].split(',')
    assert.deepEqual(header.slice(0, 5), ['id', 'customerId', 'firstName', 'lastName', 'email'])
    const rows = lines.slice(1).map((line) => line.split(','))
    // Same rows in the same order (newest first), and only customers.
    assert.deepEqual(
      rows.map((row) => row[header.indexOf('email')]),
      shown
    )
    assert.sameMembers(shown, ['maria@sigma.test', 'layla@sigma.test'])
    assert.isTrue(rows.every((row) => row[header.indexOf('role')] === 'customer'))

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the users pages are right-to-left in Arabic and pass axe', async ({ assert }) => {
    const maria = await User.findByOrFail('email', 'maria@sigma.test')
    const { page, consoleErrors } = await openBackOffice('/users', 'admin', { lang: 'ar' })

    for (const [path, heading] of [
      ['/users', 'المستخدمون'],
      [`/users/${maria.id}`, `${maria.firstName} ${maria.lastName}`],
      [`/users/${maria.id}/edit`, `تعديل ${maria.firstName} ${maria.lastName}`],
    ]) {
      await page.goto(page.url().replace(/\/admin\/.*$/, `/admin${path}`))
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl', path)
      assert.deepEqual(await seriousViolations(page), [], path)
    }

    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
