/*
 * The customer app (issue 5): what the landing page downloads before it can run (entry script +
 * modulepreloads, gzip), every lazy chunk's size, the page chunk each signed-in route loads, and
 * Largest Contentful Paint of the landing page and of a signed-in customer's dashboard in Debian's
 * Chromium with 4× CPU throttling, against the production server.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from '../../tests/helpers/chromium.ts'

export const INITIAL_JS_TARGET_KB = 110
export const LCP_TARGET_MS = 1500
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5)
const CPU_THROTTLING = Number(process.env.BENCH_CPU_THROTTLING ?? 4)

/** The route table the server and the app share (Node strips its types). */
const { ROUTES, pathFor } = await import('../../customer-web/src/routing/routeTable.ts')

const kb = (bytes) => bytes / 1000
const sizeOf = (file) => {
  const raw = readFileSync(file)
  return { raw: raw.length, gzip: gzipSync(raw).length }
}

/**
 * Sizes from a front end's dist (the customer app's by default): the page's initial JS and CSS,
 * and every other JS chunk. `base` is the build's public path (the back office's is /admin/).
 */
export function bundleSizes(dist = 'customer-web/dist', base = '/') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  const local = (href) => join(dist, new URL(href, 'http://x/').pathname.slice(base.length - 1))

  const initialJs = [
    ...tags('script')
      .filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
      .map((tag) => ({ href: attr(tag, 'src'), kind: 'entry' })),
    ...tags('link')
      .filter((tag) => attr(tag, 'rel') === 'modulepreload')
      .map((tag) => ({ href: attr(tag, 'href'), kind: 'modulepreload' })),
  ].map((file) => ({ ...file, ...sizeOf(local(file.href)) }))
  const initialCss = tags('link')
    .filter((tag) => attr(tag, 'rel') === 'stylesheet')
    .map((tag) => ({
      href: attr(tag, 'href'),
      kind: 'stylesheet',
      ...sizeOf(local(attr(tag, 'href'))),
    }))

  const initialNames = new Set(initialJs.map((file) => file.href.split('/').at(-1)))
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js') && !initialNames.has(name))
    .map((name) => ({
      name,
      kind: /Page-[\w-]+\.js$/.test(name) ? 'route' : 'shared',
      ...sizeOf(join(dist, 'assets', name)),
    }))
    .sort((a, b) => b.gzip - a.gzip)

  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0)
  return {
    initialJs,
    initialCss,
    initialJsRaw: sum(initialJs, 'raw'),
    initialJsGzip: sum(initialJs, 'gzip'),
    lazy,
    dist,
  }
}

export function printBundleSizes(sizes) {
  console.log(
    '\n### Customer app bundle (issue 5), customer-web/dist, gzip by node:zlib (level 6)\n'
  )
  console.log('| landing page initial asset | kind | raw KB | gzip KB |')
  console.log('|---|---|---:|---:|')
  for (const file of [...sizes.initialJs, ...sizes.initialCss]) {
    console.log(
      `| ${file.href} | ${file.kind} | ${kb(file.raw).toFixed(1)} | ${kb(file.gzip).toFixed(1)} |`
    )
  }
  const status = kb(sizes.initialJsGzip) <= INITIAL_JS_TARGET_KB ? 'within' : 'OVER'
  console.log(
    `| **initial JS total** | | **${kb(sizes.initialJsRaw).toFixed(1)}** | **${kb(sizes.initialJsGzip).toFixed(1)}** (target ≤ ${INITIAL_JS_TARGET_KB}, ${status}) |`
  )
  console.log('\n| lazy chunk | kind | raw KB | gzip KB |')
  console.log('|---|---|---:|---:|')
  for (const chunk of sizes.lazy) {
    console.log(
      `| ${chunk.name} | ${chunk.kind} | ${kb(chunk.raw).toFixed(1)} | ${kb(chunk.gzip).toFixed(1)} |`
    )
  }
  const routes = sizes.lazy.filter((chunk) => chunk.kind === 'route')
  const total = (key) => kb(sizes.lazy.reduce((sum, chunk) => sum + chunk[key], 0)).toFixed(1)
  console.log(
    `| **${sizes.lazy.length} lazy chunks (${routes.length} route pages)** | | **${total('raw')}** | **${total('gzip')}** |`
  )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Signs a browser context in as the sign-in form does: a session cookie from POST /api/auth/login,
 * with the XSRF cookie echoed.
 */
async function signInContext(context, origin, { email, password }) {
  await context.request.get(`${origin}/api/auth/user`)
  const xsrf = (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await context.request.post(`${origin}/api/auth/login`, {
    data: { email, password },
    headers: {
      'accept': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf?.value ?? ''),
    },
  })
  if (!response.ok()) throw new Error(`bench sign-in in the browser failed: ${response.status()}`)
}

/**
 * Cold loads of one page (a fresh browser context each: empty cache, no storage; with `customer`,
 * signed in through the API first), the CPU slowed down through CDP. LCP is read from a buffered
 * PerformanceObserver installed before any page script runs, once the page has settled. One
 * unreported warm-up load first. `label` names the page in the printed table.
 */
export async function pageLcp(
  appUrl,
  sizes,
  { label = 'Landing page', path = '/', customer = null, runs = LCP_RUNS } = {}
) {
  const origin = new URL(appUrl).origin
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const loads = []
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      })
      await context.addInitScript(() => {
        // The app asks a location service for the visitor's country once per session: not here.
        sessionStorage.setItem('geo_detection_attempted', 'true')
        const metrics = { lcp: null, element: null, fcp: null }
        Object.defineProperty(window, '__benchMetrics', { value: metrics })
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1)
          metrics.lcp = last.startTime
          metrics.element = `${last.element?.tagName?.toLowerCase() ?? '?'}${last.url ? ` ${last.url}` : ''} (${last.size} px²)`
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime
          }
        }).observe({ type: 'paint', buffered: true })
      })
      if (customer) await signInContext(context, origin, customer)
      const offHost = []
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          offHost.push(route.request().url())
          return route.abort()
        }
      )
      const page = await context.newPage()
      const scripts = new Set()
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
      })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })

      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // A visitor's GET /api/auth/user is answered 401 by design (as in tests/helpers/browser.ts).
        const text = message.text()
        if (message.type() === 'error' && !/status of 401\b/.test(text)) errors.push(text)
      })

      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      // On a busy machine the first paint can come after the network went quiet.
      await page
        .waitForFunction(() => window.__benchMetrics.lcp !== null, null, { timeout: 20_000 })
        .catch(() => {})
      await page.waitForTimeout(300)
      const metrics = await page.evaluate(() => ({ ...window.__benchMetrics }))
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0]
        return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd }
      })
      if (run > 0) {
        loads.push({
          ...metrics,
          ...navigation,
          url: page.url(),
          scripts: [...scripts],
          offHost,
          errors,
        })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }

  const missing = loads.filter((load) => load.lcp === null)
  if (missing.length === loads.length) {
    const errors = [...new Set(loads.flatMap((load) => load.errors))]
    throw new Error(
      `no load of ${path} reported an LCP; page errors: ${errors.join(' | ') || 'none'}`
    )
  }
  const measured = loads.filter((load) => load.lcp !== null)
  // The JS the page really ran: the initial JS plus the lazy chunks its route pulled in.
  const scripts = new Set(loads.flatMap((load) => load.scripts))
  let loadedJsGzip = 0
  for (const path of scripts) loadedJsGzip += sizeOf(join(sizes.dist, path)).gzip
  return {
    label,
    runs: loads.length,
    withoutLcp: missing.length,
    lcps: measured.map((load) => load.lcp),
    lcpMedian: median(measured.map((load) => load.lcp)),
    fcpMedian: median(measured.map((load) => load.fcp ?? NaN)),
    loadMedian: median(loads.map((load) => load.load)),
    element: measured.at(-1).element,
    errors: [...new Set(loads.flatMap((load) => load.errors))],
    url: loads.at(-1).url,
    scripts: [...scripts],
    loadedJsGzip,
    offHost: [...new Set(loads.flatMap((load) => load.offHost))],
  }
}

export function printLcp(result) {
  const ms = (value) => Math.round(value).toLocaleString('en-US')
  const status = result.lcpMedian <= LCP_TARGET_MS ? 'within' : 'OVER'
  console.log(
    `\n### ${result.label} in Chromium, ${CPU_THROTTLING}× CPU throttling, cold cache, 1280×800, ${result.runs} loads (issue 5)\n`
  )
  console.log('| measure | figure | target |')
  console.log('|---|---:|---:|')
  console.log(
    `| **LCP median, ms** | **${ms(result.lcpMedian)}** | ≤ ${ms(LCP_TARGET_MS)} (${status}) |`
  )
  console.log(`| LCP per load, ms | ${result.lcps.map(ms).join(', ')} | |`)
  if (result.withoutLcp) {
    console.log(`| loads that reported no LCP within 20 s (left out) | ${result.withoutLcp} | |`)
  }
  console.log(`| FCP median, ms | ${ms(result.fcpMedian)} | |`)
  console.log(`| load event median, ms | ${ms(result.loadMedian)} | |`)
  console.log(
    `| JS the page ran (${result.scripts.length} files), gzip KB | ${kb(result.loadedJsGzip).toFixed(1)} | |`
  )
  console.log(
    `| … those files | ${result.scripts.map((path) => path.split('/').at(-1)).join(', ')} | |`
  )
  console.log(`| LCP element | ${result.element} | |`)
  console.log(`| final URL | ${result.url} | |`)
  if (result.errors.length) console.log(`| page errors | ${result.errors.join(' / ')} | |`)
  console.log(
    `| off-host requests blocked | ${result.offHost.length ? result.offHost.join(', ') : 'none'} | |`
  )
}

/**
 * The chunks each signed-in route loads beyond the initial JS: one cold load per route (English
 * path, a sample value for any parameter) signed in through the API, no throttling, until its
 * heading shows and the network is quiet.
 * The page chunk is the route's own `*Page-*.js`; other lazy chunks it pulled are summed apart.
 */
export async function signedInRouteChunks(appUrl, sizes, customer) {
  const origin = new URL(appUrl).origin
  const initial = new Set(sizes.initialJs.map((file) => file.href.split('/').at(-1)))
  const gzipOf = (name) => sizeOf(join(sizes.dist, 'assets', name)).gzip
  const sample = new Proxy({}, { get: () => 'sample' })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const rows = []
  try {
    for (const route of ROUTES.filter((entry) => entry.access === 'private')) {
      // A fresh context per route: an empty cache, so every chunk the route needs is requested.
      const context = await browser.newContext({ locale: 'en-US' })
      await context.addInitScript(() => sessionStorage.setItem('geo_detection_attempted', 'true'))
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort()
      )
      await signInContext(context, origin, customer)
      const path = pathFor(route.id, 'en', sample)
      const page = await context.newPage()
      const scripts = new Set()
      // The build's chunks only: the service worker's registration script is the app's, not the route's.
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        const name = pathname.split('/').at(-1)
        if (request.resourceType() !== 'script' || !pathname.startsWith('/assets/')) return
        if (!initial.has(name)) scripts.add(name)
      })
      await page.goto(`${origin}${path}`)
      await page.waitForSelector('main h1', { timeout: 20_000 }).catch((error) => {
        throw new Error(`${path} showed no heading: ${error.message}`)
      })
      await page.waitForLoadState('networkidle')
      await context.close()
      const pages = [...scripts].filter((name) => /Page-[\w-]+\.js$/.test(name))
      const others = [...scripts].filter((name) => !pages.includes(name))
      rows.push({
        route: route.id,
        path,
        pages,
        pageGzip: pages.reduce((sum, name) => sum + gzipOf(name), 0),
        others,
        othersGzip: others.reduce((sum, name) => sum + gzipOf(name), 0),
      })
    }
    return rows
  } finally {
    await browser.close()
  }
}

export function printRouteChunks(rows) {
  console.log('\n### Signed-in routes: the lazy JS each loads after the initial JS (issue 5)\n')
  console.log('| route | path | page chunk | gzip KB | other lazy JS it pulled | gzip KB |')
  console.log('|---|---|---|---:|---|---:|')
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.path} | ${row.pages.join(', ') || '(none)'} | ${kb(row.pageGzip).toFixed(1)} | ${row.others.join(', ') || '—'} | ${kb(row.othersGzip).toFixed(1)} |`
    )
  }
}
