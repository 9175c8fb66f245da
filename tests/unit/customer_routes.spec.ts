import { test } from '@japa/runner'
import {
  LANGUAGES,
  ROUTES,
  alternatesFor,
  directionOf,
  languageOfPath,
  localizePath,
  matchPath,
  pathFor,
  resolveRedirect,
  type Lang,
  type RouteId,
} from '#customer-routes'
import localizedSlugs from './localized_slugs.json' with { type: 'json' }

/** Every localized slug the product promises, verbatim, by route and language. */
const LOCALIZED = Object.entries(localizedSlugs) as [RouteId, Record<Lang, string>][]

const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/')

test.group('route table: localized paths', () => {
  test('{0} has the spec slugs in en, es and ar')
    .with(LOCALIZED)
    .run(({ assert }, [routeId, expected]) => {
      for (const lang of LANGUAGES) {
        assert.equal(pathFor(routeId, lang), expected[lang])
        assert.deepEqual(matchPath(expected[lang]), { routeId, lang, params: {} })
      }
    })

  test('percent-encoded Arabic paths match like decoded ones', ({ assert }) => {
    assert.deepEqual(matchPath(encode('/ar/حاسبة')), {
      routeId: 'calculator',
      lang: 'ar',
      params: {},
    })
    assert.equal(matchPath(encode('/ar/الخدمات/التخزين'))?.routeId, 'storage')
  })

  test('a trailing slash, doubled slashes and case do not matter', ({ assert }) => {
    assert.equal(matchPath('/about/')?.routeId, 'about')
    assert.equal(matchPath('//About')?.routeId, 'about')
    assert.equal(matchPath('/es')?.routeId, 'home')
  })

  test('every route has a canonical path in every language that matches back to it', ({
    assert,
  }) => {
    for (const route of ROUTES) {
      for (const lang of LANGUAGES) {
        const params = { slug: 'first-steps', invoiceNumber: 'INV-1', number: 'PKG-1' }
        const path = pathFor(route.id, lang, params)
        const match = matchPath(path)
        assert.equal(match?.routeId, route.id, path)
        assert.equal(match?.lang, lang, path)
      }
    }
  })

  test('pages without their own slug get the language prefix plus the English path', ({
    assert,
  }) => {
    assert.equal(pathFor('downloadLogos', 'es'), '/es/download-logos')
    assert.equal(pathFor('purchaseAssistance', 'ar'), '/ar/services/purchase-assistance')
    assert.equal(pathFor('amwayIbos', 'ar'), '/ar/amway-ibos')
  })
})

test.group('route table: help center and blog', () => {
  test('help articles and categories in every form the spec lists', ({ assert }) => {
    const cases: [string, RouteId, Lang][] = [
      ['/help-center/track-a-parcel', 'helpArticle', 'en'],
      ['/help-center/category/shipping', 'helpCategory', 'en'],
      ['/es/centro-de-ayuda/track-a-parcel', 'helpArticle', 'es'],
      ['/es/centro-de-ayuda/categoria/shipping', 'helpCategory', 'es'],
      ['/es/help-center/track-a-parcel', 'helpArticle', 'es'],
      ['/es/help-center/categoria/shipping', 'helpCategory', 'es'],
      ['/ar/مركز-المساعدة/track-a-parcel', 'helpArticle', 'ar'],
      ['/ar/مركز-المساعدة/فئة/shipping', 'helpCategory', 'ar'],
      ['/ar/help-center/track-a-parcel', 'helpArticle', 'ar'],
      ['/ar/help-center/فئة/shipping', 'helpCategory', 'ar'],
      ['/es/help-center', 'helpCenter', 'es'],
      ['/ar/help-center', 'helpCenter', 'ar'],
    ]
    for (const [path, routeId, lang] of cases) {
      const match = matchPath(path)
      assert.equal(match?.routeId, routeId, path)
      assert.equal(match?.lang, lang, path)
    }
    assert.deepEqual(matchPath('/help-center/category/shipping')?.params, { slug: 'shipping' })
  })

  test('blog posts and categories', ({ assert }) => {
    assert.deepEqual(matchPath('/blog/save-on-shipping'), {
      routeId: 'blogPost',
      lang: 'en',
      params: { slug: 'save-on-shipping' },
    })
    assert.deepEqual(matchPath('/blog/category/tips'), {
      routeId: 'blogCategory',
      lang: 'en',
      params: { slug: 'tips' },
    })
    assert.equal(matchPath('/es/blog/categoria/consejos')?.routeId, 'blogCategory')
    assert.equal(matchPath('/ar/المدونة/الفئة/نصائح')?.routeId, 'blogCategory')
    assert.equal(matchPath('/ar/المدونة/مقالة')?.routeId, 'blogPost')
    assert.equal(pathFor('blogPost', 'ar', { slug: 'x' }), '/ar/المدونة/x')
    assert.equal(pathFor('blogPost', 'en', { slug: 'a b/c' }), '/blog/a%20b%2Fc')
  })

  test('unknown paths do not match', ({ assert }) => {
    for (const path of [
      '/nope',
      '/es/about',
      '/ar/contact',
      '/help-center/a/b/c',
      '/es/servicios',
    ]) {
      assert.isNull(matchPath(path), path)
    }
  })
})

test.group('route table: languages', () => {
  test('the first segment decides the language, anything else is English', ({ assert }) => {
    assert.equal(languageOfPath('/es/contacto'), 'es')
    assert.equal(languageOfPath(encode('/ar/حولنا')), 'ar')
    assert.equal(languageOfPath('/fr/contact'), 'en')
    assert.equal(languageOfPath('/espanol'), 'en')
    assert.equal(languageOfPath('/'), 'en')
  })

  test('Arabic is right-to-left, the others left-to-right', ({ assert }) => {
    assert.equal(directionOf('ar'), 'rtl')
    assert.equal(directionOf('es'), 'ltr')
    assert.equal(directionOf('en'), 'ltr')
  })

  test('the language switcher maps a page to its counterpart', ({ assert }) => {
    assert.equal(localizePath('/about', 'es'), '/es/acerca-de')
    assert.equal(localizePath('/es/acerca-de', 'ar'), '/ar/حولنا')
    assert.equal(
      localizePath(encode('/ar/مركز-المساعدة/فئة/shipping'), 'es'),
      '/es/centro-de-ayuda/categoria/shipping'
    )
    assert.equal(localizePath('/es/', 'en'), '/')
  })

  test('an unknown path keeps its English remainder under the other prefix', ({ assert }) => {
    assert.equal(localizePath('/nope/x', 'es'), '/es/nope/x')
    assert.equal(localizePath('/ar/nope', 'en'), '/nope')
  })

  test('alternates list the page in all three languages', ({ assert }) => {
    assert.deepEqual(alternatesFor('/contact'), [
      { lang: 'en', path: '/contact' },
      { lang: 'es', path: '/es/contacto' },
      { lang: 'ar', path: '/ar/اتصل-بنا' },
    ])
    assert.deepEqual(alternatesFor('/nope'), [])
  })
})

test.group('route table: redirects', () => {
  const cases: [string, string | null][] = [
    ['/spanish', '/es/'],
    ['/es-ES', '/es/'],
    ['/espanol/contacto', '/es/contacto'],
    ['/spanish/contacto', '/es/contacto'],
    ['/arabic', '/ar/'],
    ['/ar-SA', '/ar/'],
    ['/ar-AE/حولنا', '/ar/حولنا'],
    ['/calculadora', '/es/calculadora'],
    ['/rastreamento', '/es/seguimiento'],
    ['/acerca', '/es/acerca-de'],
    ['/contactanos', '/es/contacto'],
    ['/حاسبة', '/ar/حاسبة'],
    ['/التتبع', '/ar/التتبع'],
    ['/حولنا', '/ar/حولنا'],
    ['/اتصل', '/ar/اتصل-بنا'],
    ['/about?lang=es', '/es/acerca-de'],
    ['/about?language=arabic', '/ar/حولنا'],
    ['/es/contacto?lang=spanish', '/es/contacto'],
    ['/es/contacto?lang=ar&ref=mail', '/ar/اتصل-بنا?ref=mail'],
    ['/?lang=ar', '/ar/'],
    ['/#/about', '/about'],
    ['/#/es/acerca-de', '/es/acerca-de'],
    ['/#/contact?lang=es', '/es/contacto'],
    ['/en/about', '/about'],
    ['/about', null],
    ['/es/acerca-de', null],
    ['/about?ref=mail', null],
  ]

  test('{0} → {1}')
    .with(cases)
    .run(({ assert }, [from, to]) => {
      const url = new URL(from, 'http://x')
      const target = resolveRedirect({ pathname: url.pathname, search: url.search, hash: url.hash })
      assert.equal(target === null ? null : decodeURIComponent(target), to)
    })

  test('a percent-encoded single-word alias is recognised', ({ assert }) => {
    assert.equal(resolveRedirect({ pathname: encode('/اتصل') }), '/ar/اتصل-بنا')
  })
})
