import { test } from '@japa/runner'
import { closeBrowser, openPage } from '#tests/helpers/browser'
import { DETECTION_DONE, decodedPath, htmlLangDir } from './support.js'

/** Where each old link, alias, ?lang= and #/ link ends up: the page's canonical address and language. */
const CASES: [string, string, string][] = [
  ['/spanish', '/es/', 'es'],
  ['/es-ES', '/es/', 'es'],
  ['/espanol/contacto', '/es/contacto', 'es'],
  ['/spanish/contacto', '/es/contacto', 'es'],
  ['/arabic', '/ar/', 'ar'],
  ['/ar-SA', '/ar/', 'ar'],
  ['/ar-AE/حولنا', '/ar/حولنا', 'ar'],
  ['/calculadora', '/es/calculadora', 'es'],
  ['/rastreamento', '/es/seguimiento', 'es'],
  ['/acerca', '/es/acerca-de', 'es'],
  ['/contactanos', '/es/contacto', 'es'],
  ['/حاسبة', '/ar/حاسبة', 'ar'],
  ['/التتبع', '/ar/التتبع', 'ar'],
  ['/حولنا', '/ar/حولنا', 'ar'],
  ['/اتصل', '/ar/اتصل-بنا', 'ar'],
  ['/about?lang=es', '/es/acerca-de', 'es'],
  ['/about?language=ar', '/ar/حولنا', 'ar'],
  ['/contact?lang=spanish', '/es/contacto', 'es'],
  ['/es/contacto?language=arabic', '/ar/اتصل-بنا', 'ar'],
  ['/#/about', '/about', 'en'],
  ['/#/es/acerca-de', '/es/acerca-de', 'es'],
  ['/#/calculator?lang=ar', '/ar/حاسبة', 'ar'],
]

test.group('Customer app: aliases, ?lang and #/ links', (group) => {
  group.teardown(() => closeBrowser())

  test('{0} ends at {1}')
    .with(CASES)
    .run(async ({ assert }, [from, to, lang]) => {
      const { page } = await openPage(from, { session: DETECTION_DONE })
      await page.waitForSelector('main h1', { timeout: 15000 })
      assert.equal(decodedPath(page), to)
      assert.equal((await htmlLangDir(page)).lang, lang)
    })

  test('/sitemap and /robots hand over to the files', async ({ assert }) => {
    for (const [from, to] of [
      ['/sitemap', '/sitemap.xml'],
      ['/robots', '/robots.txt'],
    ]) {
      const { page } = await openPage(from, { session: DETECTION_DONE })
      await page.waitForURL((url) => url.pathname === to, { timeout: 15000 })
      assert.equal(new URL(page.url()).pathname, to)
    }
  })
})
