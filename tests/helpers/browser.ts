/// <reference lib="dom" />
import { chromium, type Browser, type Page, type Request } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'
import { CHROMIUM_LAUNCH } from '#tests/helpers/chromium'
import { baseUrl } from '#tests/helpers/http'
import { LOCATION_SERVICE_ORIGINS } from '#domain/location_services'

export const appUrl = () => process.env.APP_URL ?? baseUrl()

let browser: Browser | undefined

async function sharedBrowser() {
  browser ??= await chromium.launch(CHROMIUM_LAUNCH)
  return browser
}

export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

export type OpenPageOptions = {
  /** Browser language (navigator.language and Accept-Language). */
  locale?: string
  /** localStorage entries set before the app starts. */
  storage?: Record<string, string>
  /** sessionStorage entries set before the app starts. */
  session?: Record<string, string>
  /** The answer of the faked location lookup: a country, or a failing lookup. */
  geo?: { country: string } | 'fail'
  viewport?: { width: number; height: number }
  /** The system's "reduce motion" setting (prefers-reduced-motion). */
  reducedMotion?: 'reduce' | 'no-preference'
  /**
   * Whether the customer app's service worker may install. Off unless a test is about it: every
   * page here opens in a fresh browser, a first visit, where the worker would fetch the whole
   * build (about a hundred files) into its cache in the background, which no other test looks at.
   */
  serviceWorkers?: 'allow' | 'block'
}

/**
 * A page is closed when the test that opened it ends (`closeOpenedPages`), or earlier with
 * `close`. When the test failed, closing first prints the page's network trail, so that a wait
 * that timed out shows which request failed or never answered.
 */
export type OpenedPage = {
  page: Page
  consoleErrors: string[]
  close(testFailed?: boolean): Promise<void>
}

const openedPages = new Set<OpenedPage>()

/** Closes every page still open: the browser suite calls it as each test ends. */
export async function closeOpenedPages(testFailed: boolean) {
  await Promise.all([...openedPages].map((opened) => opened.close(testFailed)))
}

/** The page's API requests: the last ones answered, with status and time, and those still open. */
function followRequests(page: Page) {
  const KEPT = 25
  const started = new Map<Request, number>()
  const answered: string[] = []
  const label = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`
  const settle = (request: Request, outcome: string) => {
    const since = started.get(request)
    if (since === undefined) return
    started.delete(request)
    answered.push(`${label(request)} → ${outcome} in ${Date.now() - since} ms`)
    if (answered.length > KEPT) answered.shift()
  }
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource'].includes(request.resourceType())) {
      started.set(request, Date.now())
    }
  })
  page.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null)
    settle(request, String(response?.status() ?? 'no response'))
  })
  page.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'))
  return () =>
    [
      ...answered,
      ...[...started].map(
        ([request, since]) => `${label(request)} → still open after ${Date.now() - since} ms`
      ),
    ].join('\n')
}

/**
 * A fresh browser context on the app under test. Console errors and page
 * errors are collected so that tests can assert there were none.
 */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
  await context.addInitScript(
    ({ storage, session }) => {
      for (const [key, value] of Object.entries(storage ?? {})) localStorage.setItem(key, value)
      for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value)
    },
    { storage: options.storage, session: options.session }
  )
  // Tests never reach the outside world: any request off this host is refused, and the location
  // services are answered here (a test that does not choose an answer gets failing lookups).
  await context.route(
    (url) => url.origin !== new URL(appUrl()).origin,
    (route) => route.abort()
  )
  const geo = options.geo ?? 'fail'
  await context.route(
    (url) => LOCATION_SERVICE_ORIGINS.includes(url.origin),
    (route) =>
      geo === 'fail'
        ? route.abort()
        : route.fulfill({
            json: { country_code: geo.country, country: geo.country },
            headers: { 'access-control-allow-origin': '*' },
          })
  )

  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    // The browser's own word on a location service that failed is no error of the app's.
    const fromLocationService = LOCATION_SERVICE_ORIGINS.some((origin) =>
      message.location().url.startsWith(origin)
    )
    if (message.type() === 'error' && !fromLocationService) consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  const trail = followRequests(page)

  const opened: OpenedPage = {
    page,
    consoleErrors,
    close: async (testFailed) => {
      if (!openedPages.delete(opened)) return
      if (testFailed === true) console.error(`Requests of ${page.url()}:\n${trail()}`)
      await context.close()
    },
  }
  openedPages.add(opened)
  await page.goto(new URL(path, appUrl()).href)
  return opened
}

/**
 * Signs the page's browser in through the API with its own cookies, as the sign-in forms do: a CSRF
 * cookie, then the session. Open the page on a plain JSON answer (`/api/health`) first, not on an
 * app page: an app's own session check still in flight could answer after the sign-in and put the
 * visitor's session cookie back.
 */
export async function signInBrowser(page: Page, account: { email: string; password: string }) {
  const context = page.context()
  await context.request.get(new URL('/api/auth/user', appUrl()).href)
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await context.request.post(new URL('/api/auth/login', appUrl()).href, {
    data: account,
    headers: {
      'accept': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf?.value ?? ''),
    },
  })
  if (!response.ok()) throw new Error(`browser sign-in failed: ${response.status()}`)
}

/**
 * Console errors that point at a bug. A visitor's `GET /api/auth/user` is answered 401 by design
 * (that is how a visitor reads as signed out), and Chromium logs every non-2xx response as "Failed to load resource": only that
 * expected answer is dropped, plus the statuses a test provokes on purpose (a 422 from a refused form).
 */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = []): string[] {
  const statuses = [401, ...expectedStatuses].join('|')
  const expected = new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses})\\b`
  )
  return errors.filter((error) => !expected.test(error))
}

/**
 * axe-core's serious and critical findings on the page once its requests have settled, one line
 * each; `scope` narrows the check.
 */
export async function seriousViolations(
  page: Page,
  scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe
): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  /*
   * Legacy mode checks the page in place. The default mode also opens a blank page to gather
   * the results of cross-origin frames, and the apps have no frames of another origin.
   */
  const { violations } = await scope(new AxeBuilder({ page }).setLegacyMode()).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}
