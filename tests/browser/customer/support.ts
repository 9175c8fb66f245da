import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { openPage, type OpenPageOptions, type OpenedPage } from '#tests/helpers/browser'
export { unexpectedErrors } from '#tests/helpers/browser'
import type { Lang } from '#customer-routes'

/** Shared by the customer app's browser tests. */

/** Arabic script: an Arabic page's title and heading must contain it. */
export const ARABIC = /[\u0600-\u06FF]/

/** The flag that says language detection already ran: tests that are not about detection set it. */
export const DETECTION_DONE = { geo_detection_attempted: 'true' }

export function messages(lang: Lang): Record<string, string> {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../../locales/${lang}/${file}`, import.meta.url), 'utf8'))
  return { ...read('web.json'), ...read('pages.json') }
}

/** Opens a page with detection already done (unless the test says otherwise) and waits for its heading. */
export async function openApp(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(path, {
    ...options,
    session: { ...DETECTION_DONE, ...options.session },
  })
  await opened.page.waitForSelector('main h1', { timeout: 15000 })
  return opened
}

export async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))
}

export function decodedPath(page: Page): string {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname) + url.search
}
