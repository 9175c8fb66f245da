import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Group } from '@japa/runner/core'
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import {
  appUrl,
  closeBrowser,
  openPage,
  seriousViolations,
  signInBrowser,
  unexpectedErrors,
  type OpenPageOptions,
  type OpenedPage,
} from '#tests/helpers/browser'
import { BrowserAgent, expectOk } from '#tests/helpers/http'
import { destination, readyPackage, receive } from '#tests/functional/parcels/helpers'
import { demoAgent } from '#tests/helpers/auth'
import { LANGUAGES, type Lang } from '#customer-routes'
export { seriousViolations, unexpectedErrors } from '#tests/helpers/browser'
export { demoAgent } from '#tests/helpers/auth'
export { expectOk } from '#tests/helpers/http'

/** Shared by the customer app's browser tests. */

/** Arabic script: an Arabic page's title and heading must contain it. */
export const ARABIC = /[\u0600-\u06FF]/

/** The flag that says language detection already ran: tests that are not about detection set it. */
export const DETECTION_DONE = { geo_detection_attempted: 'true' }

/** The card the payment sandbox always accepts. */
export const SANDBOX_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }

/** Every message the customer app shows in a language: the public pages' and each feature's. */
export function messages(lang: Lang): Record<string, string> {
  const dir = new URL(`../../../locales/${lang}/`, import.meta.url)
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8'))
  const features = readdirSync(new URL('app/', dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => read(`app/${file}`))
  return Object.assign(read('web.json'), read('pages.json'), ...features)
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

/**
 * One test per language of a page: opened with `open`, the page is in that language and its
 * direction (right to left in Arabic), `check` proves what it shows, and it ends with no serious
 * accessibility finding and no unexpected console error.
 */
export function testEachLanguage(
  title: (lang: Lang) => string,
  open: (lang: Lang) => Promise<OpenedPage>,
  check: (context: {
    assert: Assert
    page: Page
    lang: Lang
    text: Record<string, string>
  }) => Promise<void>
) {
  for (const lang of LANGUAGES) {
    test(title(lang), async ({ assert }) => {
      await checkPage(assert, await open(lang), async (page) => {
        assert.deepEqual(await htmlLangDir(page), { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' })
        await check({ assert, page, lang, text: messages(lang) })
        assert.deepEqual(await seriousViolations(page), [])
      })
    })
  }
}

/**
 * One test of a page in English: opened with `open`, `check` proves what it shows, and it ends with
 * no unexpected console error (failed requests answered with `expectedStatuses` aside).
 */
export function testPage(
  title: string,
  open: () => Promise<OpenedPage>,
  check: (context: { assert: Assert; page: Page; text: Record<string, string> }) => Promise<void>,
  expectedStatuses: number[] = []
) {
  test(title, async ({ assert }) => {
    await checkPage(
      assert,
      await open(),
      (page) => check({ assert, page, text: messages('en') }),
      expectedStatuses
    )
  })
}

/** Runs `check` on an opened page, then finds no unexpected console error. */
async function checkPage(
  assert: Assert,
  { page, consoleErrors }: OpenedPage,
  check: (page: Page) => Promise<void>,
  expectedStatuses: number[] = []
) {
  await check(page)
  assert.deepEqual(unexpectedErrors(consoleErrors, expectedStatuses), [])
}

export { plainText } from '#tests/helpers/text'

export async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))
}

/** Goes to another page of the app in the same tab, and waits for its heading and its data. */
export async function go(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).href)
  await page.waitForSelector('main h1', { timeout: 15000 })
  await page.waitForLoadState('networkidle')
}

/** Dollars as the app shows them in English: cents only when there are some. */
export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)

export function decodedPath(page: Page): string {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname) + url.search
}

export interface Customer {
  /** Signed in with a cookie session, as the app's own requests are. */
  agent: BrowserAgent
  /** An API token, for a browser signed in as them without going through the form. */
  token: string
  email: string
  password: string
  suite: string
  firstName: string
}

/** A customer who just signed up through the API, with their own suite and nothing else yet. */
export async function newCustomer(locale: Lang = 'en'): Promise<Customer> {
  const agent = new BrowserAgent()
  const email = `customer-${randomUUID()}@example.com`
  const password = 'Parcel#2026go'
  const firstName = 'Nadia'
  const registered = expectOk(
    await agent.post('/api/auth/register', {
      firstName,
      lastName: 'Haddad',
      email,
      phone: '+14155552671',
      password,
      passwordConfirmation: password,
      acceptTerms: true,
      locale,
    }),
    201
  )
  const { token } = expectOk(await agent.post('/api/auth/tokens', { name: 'browser test' }), 201)
  return { agent, token, email, password, suite: registered.customerId, firstName }
}

/**
 * A new customer with one package just received at the warehouse for them, made when the group
 * starts; the group closes the browser when it ends.
 */
export function customerWithPackage(group: Group) {
  const fixture = {} as { customer: Customer; packageNumber: string }
  group.setup(async () => {
    fixture.customer = await newCustomer()
    fixture.packageNumber = (await receive(await demoAgent('staff'), fixture.customer.suite)).number
  })
  group.teardown(() => closeBrowser())
  return fixture
}

/** A signed-in page of the customer whose API token this is. */
export function openAs(token: string, path: string, options: OpenPageOptions = {}) {
  return openApp(path, { ...options, storage: { authToken: token, ...options.storage } })
}

/**
 * The page in a browser signed in with a cookie session, as the sign-in form leaves it; the page's
 * heading is awaited.
 */
export async function openSignedIn(
  path: string,
  customer: Pick<Customer, 'email' | 'password'>,
  options: OpenPageOptions = {}
): Promise<OpenedPage> {
  const opened = await openPage('/api/health', {
    ...options,
    session: { ...DETECTION_DONE, ...options.session },
  })
  await signInBrowser(opened.page, customer)
  await opened.page.goto(new URL(path, appUrl()).href)
  await opened.page.waitForSelector('main h1', { timeout: 15000 })
  await opened.page.waitForLoadState('networkidle')
  return opened
}

/**
 * Opens a page that shows the sign-in form (the sign-in page, or one that asks to sign in first) and
 * signs in through it.
 */
export async function openAndSignIn(
  path: string,
  account: Pick<Customer, 'email' | 'password'>,
  options: OpenPageOptions = {}
): Promise<OpenedPage> {
  const opened = await openApp(path, options)
  await signInWithForm(opened.page, account)
  return opened
}

/** Signs in through the sign-in form on the page, and waits until the form has gone. */
async function signInWithForm(page: Page, account: Pick<Customer, 'email' | 'password'>) {
  await page.locator('main [name="email"]').fill(account.email)
  await page.locator('main [name="password"]').fill(account.password)
  await page.locator('main button[type="submit"]').click()
  await page.waitForFunction(() => !document.querySelector('main input[type="password"]'), null, {
    timeout: 15000,
  })
}

/**
 * A shipment with an unpaid invoice, made the way it happens: staff receive a package for the customer's
 * suite, the customer declares it and asks to ship it, staff pack and invoice the shipment.
 */
export async function invoicedShipment(staff: BrowserAgent, customer: Customer) {
  const pkg = await readyPackage(staff, customer.agent, customer.suite)
  const requested = expectOk(
    await customer.agent.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: 'fedex_international_economy',
      address: destination,
    }),
    201
  )
  const number: string = requested.number
  expectOk(
    await staff.post(`/api/admin/shipments/${number}/pack`, {
      weightLb: 2.6,
      lengthIn: 14,
      widthIn: 10,
      heightIn: 6,
    })
  )
  const { invoice } = expectOk(await staff.get(`/api/admin/shipments/${number}`))
  return {
    shipment: number,
    number: invoice.number as string,
    totalCents: invoice.totalCents as number,
  }
}

let trackingNumbers = 0

/**
 * A shipment of the customer's on its way: invoiced, paid by card, labelled and shipped by the demo
 * staff account; delivered too when asked. Returns its numbers.
 */
export async function shipment(customer: Customer, { deliver = false } = {}) {
  const staff = await demoAgent('staff')
  const { shipment: number, number: invoice } = await invoicedShipment(staff, customer)
  expectOk(
    await customer.agent.post(`/api/invoices/${invoice}/pay`, {
      method: 'card',
      card: SANDBOX_CARD,
    })
  )
  const trackingNumber = `79460${Date.now() % 1e6}${++trackingNumbers}`
  expectOk(
    await staff.put(`/api/admin/shipments/${number}/tracking`, { carrier: 'FedEx', trackingNumber })
  )
  expectOk(await staff.post(`/api/admin/shipments/${number}/ship`))
  if (deliver) expectOk(await staff.post(`/api/admin/shipments/${number}/deliver`))
  return { number, trackingNumber }
}
