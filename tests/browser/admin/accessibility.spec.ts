import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { openBackOffice, seedDemoRecords } from './support.js'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

/*
 * axe on every page of the back office an admin reaches from the menu, and on the first record
 * each list opens, in English and in Arabic: no serious or critical finding.
 */

/** The page's own heading (the frame's title), once the page has loaded. */
async function settled(page: Page) {
  await page.locator('.ant-layout-content h2, .ant-layout-content h3').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({
    state: 'detached',
  })
}

for (const lang of ['en', 'ar'] as const) {
  test.group(`Back office: accessibility (${lang})`, (group) => {
    group.teardown(() => closeBrowser())

    test('every page from the menu, and the first record of each list, passes axe', async ({
      assert,
    }) => {
      await seedDemoRecords()
      const { page, consoleErrors } = await openBackOffice('/', 'admin', { lang })
      const menu = page.locator('.ant-layout-sider').getByRole('menuitem')
      await menu.first().waitFor()
      const entries = (await menu.allTextContents()).slice(0, -1) // all but "Sign out"
      assert.isAbove(entries.length, 15)

      const checked: string[] = []
      for (const [index, entry] of entries.entries()) {
        // By position: a name can be part of another's (the Packages icon is named "inbox").
        await menu.nth(index).click()
        await page.mouse.move(0, 0)
        await settled(page)
        assert.deepEqual(await seriousViolations(page), [], entry)
        checked.push(entry)

        // The list's first record, when the list has records of their own.
        const opens = page.locator('.ant-table-tbody tr.ant-table-row a[href^="/admin/"]').first()
        if ((await opens.count()) === 0) continue
        const record = (await opens.textContent()) ?? ''
        const address = (await opens.getAttribute('href'))!
        await opens.click()
        await page.waitForURL((url) => url.pathname === address)
        // Checked as read, not under the pointer that clicked (a hovered link is lighter).
        await page.mouse.move(0, 0)
        await settled(page)
        assert.deepEqual(await seriousViolations(page), [], `${entry} → ${record}`)
        checked.push(`${entry} → ${record}`)
      }
      assert.isAbove(checked.length, entries.length)

      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    }).timeout(300_000)
  })
}
