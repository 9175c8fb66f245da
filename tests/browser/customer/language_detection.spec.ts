import { test } from '@japa/runner'
import { closeBrowser, openPage, type OpenPageOptions } from '#tests/helpers/browser'
import { decodedPath, unexpectedErrors } from './support.js'

const HOUR = 60 * 60 * 1000
const geoCache = (country: string, language: string, ageMs: number) =>
  JSON.stringify({ country, language, timestamp: Date.now() - ageMs })

/**
 * The order of language detection on a first visit to the English root: stored preference → 24 h geo cache → location
 * lookup (the two services answered by the test, through the page's own security policy; never the network) →
 * browser language; and when detection must not run at all.
 */
const CASES: [string, OpenPageOptions, string][] = [
  ['a Mexican location opens Spanish', { geo: { country: 'MX' } }, '/es/'],
  ['an Egyptian location opens Arabic', { geo: { country: 'EG' } }, '/ar/'],
  ['a US location stays English', { geo: { country: 'US' }, locale: 'es-ES' }, '/'],
  ['a failed lookup falls back to a Spanish browser', { geo: 'fail', locale: 'es-AR' }, '/es/'],
  ['a failed lookup falls back to an Arabic browser', { geo: 'fail', locale: 'ar-SA' }, '/ar/'],
  ['a failed lookup with an English browser stays English', { geo: 'fail', locale: 'fr-FR' }, '/'],
  [
    'a stored preference wins over location',
    { geo: { country: 'MX' }, storage: { sigma_language_preference: 'ar' } },
    '/ar/',
  ],
  [
    'a stored English preference keeps English',
    { geo: { country: 'MX' }, storage: { sigma_language_preference: 'en' } },
    '/',
  ],
  [
    'an invalid stored preference is ignored',
    { geo: { country: 'SA' }, storage: { sigma_language_preference: 'fr' } },
    '/ar/',
  ],
  [
    'a fresh geo cache wins over the lookup',
    { geo: { country: 'US' }, storage: { sigma_geo_cache: geoCache('MX', 'es', HOUR) } },
    '/es/',
  ],
  [
    'a geo cache older than 24 h is ignored',
    { geo: { country: 'US' }, storage: { sigma_geo_cache: geoCache('MX', 'es', 25 * HOUR) } },
    '/',
  ],
  [
    'an unreadable geo cache is ignored',
    { geo: { country: 'AE' }, storage: { sigma_geo_cache: '{not json' } },
    '/ar/',
  ],
  [
    'the session flag stops detection',
    { geo: { country: 'MX' }, session: { geo_detection_attempted: 'true' } },
    '/',
  ],
]

test.group('Customer app: language detection', (group) => {
  group.teardown(() => closeBrowser())

  test('{0}')
    .with(CASES)
    .run(async ({ assert }, [, options, expected]) => {
      const { page, consoleErrors } = await openPage('/', options)
      if (expected !== '/')
        await page.waitForURL((url) => url.pathname === expected, { timeout: 10000 })
      else await page.waitForTimeout(1500)
      await page.waitForSelector('main h1')
      assert.equal(decodedPath(page), expected)
      // A valid stored preference is a choice, not a detection: the once-per-session flag stays unset then.
      const preferred = ['en', 'es', 'ar'].includes(
        options.storage?.sigma_language_preference ?? ''
      )
      const flag = await page.evaluate(() => sessionStorage.getItem('geo_detection_attempted'))
      assert.equal(flag, preferred ? null : 'true')
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })

  test('a successful lookup is cached for the next visit', async ({ assert }) => {
    const { page } = await openPage('/', { geo: { country: 'CO' } })
    await page.waitForURL((url) => url.pathname === '/es/', { timeout: 10000 })
    const cache = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('sigma_geo_cache'))) ?? 'null'
    )
    assert.equal(cache.country, 'CO')
    assert.equal(cache.language, 'es')
    assert.closeTo(cache.timestamp, Date.now(), 60_000)
  })

  test('detection only runs on the English root', async ({ assert }) => {
    const { page } = await openPage('/about', { geo: { country: 'MX' } })
    await page.waitForSelector('main h1')
    await page.waitForTimeout(1000)
    assert.equal(decodedPath(page), '/about')
    assert.isNull(await page.evaluate(() => sessionStorage.getItem('geo_detection_attempted')))
  })

  test('a browser language shaped like a script is dropped, a real one is used', async ({
    assert,
  }) => {
    for (const [language, expected] of [
      ['es-<script>', '/'],
      ['es-MX', '/es/'],
    ]) {
      // Start away from the root so detection has not run yet, then fake navigator.language for the next load.
      const { page } = await openPage('/about', { geo: 'fail' })
      await page.addInitScript(
        (value) => Object.defineProperty(navigator, 'language', { get: () => value }),
        language
      )
      await page.goto(new URL('/', page.url()).href)
      if (expected !== '/')
        await page.waitForURL((url) => url.pathname === expected, { timeout: 10000 })
      else await page.waitForTimeout(1500)
      assert.equal(decodedPath(page), expected, language)
    }
  })
})
