import { test } from '@japa/runner'
import { closeBrowser, openPage } from '#tests/helpers/browser'
import { DETECTION_DONE } from './support.js'

/*
 * The landing pages and the calculator do not move once painted: their cumulative layout shift
 * (every shift not caused by input, as a PerformanceObserver records it) stays at most 0.02, on a
 * phone and on a desktop. The footer used to paint in view and be pushed down by the page.
 */
const PAGES = ['/', '/es/', '/ar/', '/calculator', '/es/calculadora', '/ar/حاسبة']
const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
}
const MOST_SHIFT = 0.02

test.group('Customer app: pages do not shift while they load', (group) => {
  group.teardown(() => closeBrowser())

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of PAGES) {
      test(`${path} on a ${device}`, async ({ assert }) => {
        const { page } = await openPage(path, { viewport, session: DETECTION_DONE })
        await page.locator('main h1').waitFor()
        await page.waitForLoadState('networkidle')
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0
              new PerformanceObserver((entries) => {
                for (const entry of entries.getEntries() as any[]) {
                  if (!entry.hadRecentInput) total += entry.value
                }
              }).observe({ type: 'layout-shift', buffered: true })
              setTimeout(() => resolve(total), 500)
            })
        )
        assert.isAtMost(shift, MOST_SHIFT, `${path} shifted by ${shift.toFixed(3)}`)
      })
    }
  }
})
