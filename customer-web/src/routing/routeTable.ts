/**
 * The customer app's routes as data, in one place.
 *
 * Pure on purpose (no React, no DOM, no import but the domain's language words): the API server
 * imports this module to answer each path with the right `<html lang dir>`, title and status, to
 * build the sitemap, and to send the alias redirects, so the browser and the server can never
 * disagree about which paths exist.
 */
import { languageNamed } from '#domain/languages'
import type { Subject } from '#domain/notifications'

export type Lang = 'en' | 'es' | 'ar'
export const LANGUAGES: readonly Lang[] = ['en', 'es', 'ar']
export const DEFAULT_LANGUAGE: Lang = 'en'
export const RTL_LANGUAGES: readonly Lang[] = ['ar']

/**
 * public: the signed-out set only (the blog and download-logos are for visitors only);
 * both: the signed-out and the signed-in sets;
 * private: signed in only (a visitor gets the sign-in page, then the page itself);
 * guest: the auth pages (a signed-in user is sent to the dashboard).
 */
export type Access = 'public' | 'both' | 'private' | 'guest'

export interface RouteDef {
  id: string
  access: Access
  /**
   * Path patterns per language; the first is the canonical one, the others are accepted aliases. `:name`
   * is a parameter. A language without its own slug gets its prefix plus the English path.
   */
  en: readonly string[]
  es?: readonly string[]
  ar?: readonly string[]
  /** Served outside this app (a real file or the back office): the app hands the browser over to it. */
  external?: string
  /** A signed-in user at this path sees another route's page (`/` is the dashboard when signed in). */
  signedInAs?: string
}

export const ROUTES = [
  { id: 'home', access: 'public', en: ['/'], es: ['/es/'], ar: ['/ar/'], signedInAs: 'dashboard' },
  { id: 'about', access: 'both', en: ['/about'], es: ['/es/acerca-de'], ar: ['/ar/حولنا'] },
  { id: 'contact', access: 'both', en: ['/contact'], es: ['/es/contacto'], ar: ['/ar/اتصل-بنا'] },
  {
    id: 'calculator',
    access: 'both',
    en: ['/calculator'],
    es: ['/es/calculadora'],
    ar: ['/ar/حاسبة'],
  },
  {
    id: 'privacyPolicy',
    access: 'both',
    en: ['/privacy-policy'],
    es: ['/es/politica-privacidad'],
    ar: ['/ar/سياسة-الخصوصية'],
  },
  {
    id: 'termsConditions',
    access: 'both',
    en: ['/terms-conditions'],
    es: ['/es/terminos-condiciones'],
    ar: ['/ar/الشروط-والأحكام'],
  },
  {
    id: 'prohibitedItems',
    access: 'both',
    en: ['/prohibited-items'],
    es: ['/es/articulos-prohibidos'],
    ar: ['/ar/العناصر-المحظورة'],
  },
  { id: 'returnsPolicy', access: 'both', en: ['/returns-policy'] },
  {
    id: 'packageForwarding',
    access: 'both',
    en: ['/services/package-forwarding'],
    es: ['/es/servicios/reenvio-paquetes'],
    ar: ['/ar/الخدمات/إعادة-توجيه-الطرود'],
  },
  {
    id: 'internationalShipping',
    access: 'both',
    en: ['/services/international-shipping'],
    es: ['/es/servicios/envio-internacional'],
    ar: ['/ar/الخدمات/الشحن-الدولي'],
  },
  {
    id: 'storage',
    access: 'both',
    en: ['/services/storage'],
    es: ['/es/servicios/almacenamiento'],
    ar: ['/ar/الخدمات/التخزين'],
  },
  {
    id: 'consolidation',
    access: 'both',
    en: ['/services/consolidation'],
    es: ['/es/servicios/consolidacion'],
    ar: ['/ar/الخدمات/التجميع'],
  },
  { id: 'purchaseAssistance', access: 'both', en: ['/services/purchase-assistance'] },
  { id: 'amwayIbos', access: 'both', en: ['/amway-ibos'] },
  { id: 'downloadLogos', access: 'public', en: ['/download-logos'] },
  {
    id: 'helpCenter',
    access: 'both',
    en: ['/help-center'],
    es: ['/es/centro-de-ayuda', '/es/help-center'],
    ar: ['/ar/مركز-المساعدة', '/ar/help-center'],
  },
  {
    id: 'helpCategory',
    access: 'both',
    en: ['/help-center/category/:slug'],
    es: ['/es/centro-de-ayuda/categoria/:slug', '/es/help-center/categoria/:slug'],
    ar: ['/ar/مركز-المساعدة/فئة/:slug', '/ar/help-center/فئة/:slug'],
  },
  {
    id: 'helpArticle',
    access: 'both',
    en: ['/help-center/:slug'],
    es: ['/es/centro-de-ayuda/:slug', '/es/help-center/:slug'],
    ar: ['/ar/مركز-المساعدة/:slug', '/ar/help-center/:slug'],
  },
  { id: 'blog', access: 'public', en: ['/blog'], es: ['/es/blog'], ar: ['/ar/المدونة'] },
  {
    id: 'blogCategory',
    access: 'public',
    en: ['/blog/category/:slug'],
    es: ['/es/blog/categoria/:slug'],
    ar: ['/ar/المدونة/الفئة/:slug'],
  },
  {
    id: 'blogPost',
    access: 'public',
    en: ['/blog/:slug'],
    es: ['/es/blog/:slug'],
    ar: ['/ar/المدونة/:slug'],
  },
  { id: 'sitemap', access: 'both', en: ['/sitemap'], external: '/sitemap.xml' },
  { id: 'robots', access: 'both', en: ['/robots'], external: '/robots.txt' },

  { id: 'signIn', access: 'guest', en: ['/sign-in'] },
  { id: 'signUp', access: 'guest', en: ['/sign-up'] },
  { id: 'forgotPassword', access: 'guest', en: ['/forgot-password'] },
  { id: 'resetPassword', access: 'guest', en: ['/reset-password'] },

  {
    id: 'dashboard',
    access: 'private',
    en: ['/dashboard'],
    es: ['/es/tablero'],
    ar: ['/ar/لوحة-التحكم'],
  },
  { id: 'orders', access: 'private', en: ['/orders'], es: ['/es/pedidos'], ar: ['/ar/الطلبات'] },
  {
    id: 'orderDetail',
    access: 'private',
    en: ['/orders/:number'],
    es: ['/es/pedidos/:number'],
    ar: ['/ar/الطلبات/:number'],
  },
  {
    id: 'packages',
    access: 'private',
    en: ['/packages'],
    es: ['/es/paquetes'],
    ar: ['/ar/الطرود'],
  },
  {
    id: 'packageDetail',
    access: 'private',
    en: ['/packages/:number'],
    es: ['/es/paquetes/:number'],
    ar: ['/ar/الطرود/:number'],
  },
  {
    id: 'packageClaims',
    access: 'private',
    en: ['/package-claims'],
    es: ['/es/reclamar-paquete'],
    ar: ['/ar/المطالبة-بطرد'],
  },
  {
    id: 'tracking',
    access: 'private',
    en: ['/tracking'],
    es: ['/es/seguimiento'],
    ar: ['/ar/التتبع'],
  },
  { id: 'testTracking', access: 'private', en: ['/test-tracking'] },
  { id: 'wallet', access: 'private', en: ['/wallet'], es: ['/es/billetera'], ar: ['/ar/المحفظة'] },
  {
    id: 'notifications',
    access: 'private',
    en: ['/notifications'],
    es: ['/es/notificaciones'],
    ar: ['/ar/الإشعارات'],
  },
  {
    id: 'settings',
    access: 'private',
    en: ['/settings'],
    es: ['/es/configuracion'],
    ar: ['/ar/الإعدادات'],
  },
  {
    id: 'admin',
    access: 'both',
    en: ['/admin'],
    es: ['/es/admin'],
    ar: ['/ar/المدير'],
    external: '/admin',
  },
  { id: 'uxAnalytics', access: 'private', en: ['/ux-analytics'] },
  { id: 'serviceConversions', access: 'private', en: ['/service-conversions'] },
  { id: 'adsPerformance', access: 'private', en: ['/ads-performance'] },
  // What the customer owes; the English word stays an alias in each language for links already sent.
  {
    id: 'checkout',
    access: 'private',
    en: ['/checkout'],
    es: ['/es/por-pagar', '/es/checkout'],
    ar: ['/ar/المستحقات', '/ar/checkout'],
  },
  { id: 'packagePayment', access: 'private', en: ['/package-payment/:invoiceNumber'] },
  { id: 'payment', access: 'private', en: ['/payment'] },
  { id: 'shippingInvoice', access: 'private', en: ['/shipping-invoice'] },
  {
    id: 'internationalShippingRequest',
    access: 'private',
    en: ['/international-shipping'],
    es: ['/es/solicitar-envio', '/es/international-shipping'],
    ar: ['/ar/طلب-شحن', '/ar/international-shipping'],
  },
] as const satisfies readonly RouteDef[]

export type RouteId = (typeof ROUTES)[number]['id']
/** Not a path of its own: what any path outside the table shows (with a 404 from the server). */
export const NOT_FOUND = 'notFound'

/** Message ids of a route's title and meta description in locales/<lang>/web.json. */
export const routeTitleId = (id: RouteId | typeof NOT_FOUND) => `route.${id}.title`
export const routeDescriptionId = (id: RouteId | typeof NOT_FOUND) => `route.${id}.description`

/** Old links and typed shortcuts: a first segment standing for a language home. */
const LEGACY_PREFIXES: Record<string, Lang> = {
  'spanish': 'es',
  'es-es': 'es',
  'espanol': 'es',
  'arabic': 'ar',
  'ar-sa': 'ar',
  'ar-ae': 'ar',
}

/** Single words typed at the root, each redirected to its page. */
export const SINGLE_WORD_ALIASES: Readonly<Record<string, string>> = {
  calculadora: '/es/calculadora',
  rastreamento: '/es/seguimiento',
  acerca: '/es/acerca-de',
  contactanos: '/es/contacto',
  حاسبة: '/ar/حاسبة',
  التتبع: '/ar/التتبع',
  حولنا: '/ar/حولنا',
  اتصل: '/ar/اتصل-بنا',
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'es' || value === 'ar'
}

export function directionOf(lang: Lang): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'
}

/**
 * Decoded, NFC, without repeated or trailing slashes. Browsers keep Arabic paths percent-encoded in
 * `location.pathname`, so every comparison goes through here.
 */
export function normalizePath(pathname: string): string {
  const segments = splitSegments(pathname)
  return segments.length ? `/${segments.join('/')}` : '/'
}

function splitSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).normalize('NFC')
      } catch {
        return segment
      }
    })
}

/** The language a path is in: its first segment when that is es or ar, else English. */
export function languageOfPath(pathname: string): Lang {
  const first = splitSegments(pathname)[0]?.toLowerCase()
  return first === 'es' || first === 'ar' ? first : DEFAULT_LANGUAGE
}

function patternsOf(route: RouteDef, lang: Lang): readonly string[] {
  if (lang === 'en') return route.en
  return route[lang] ?? route.en.map((path) => `/${lang}${path === '/' ? '/' : path}`)
}

interface CompiledPattern {
  routeId: RouteId
  lang: Lang
  segments: string[]
}

// Static patterns are tried before those with parameters, so a fixed path always wins over a slug.
const COMPILED: CompiledPattern[] = ROUTES.flatMap((route) =>
  LANGUAGES.flatMap((lang) =>
    patternsOf(route, lang).map((pattern) => ({
      routeId: route.id as RouteId,
      lang,
      segments: splitSegments(pattern).map((segment) =>
        segment.startsWith(':') ? segment : segment.toLowerCase()
      ),
    }))
  )
).sort((a, b) => Number(a.segments.some(isParam)) - Number(b.segments.some(isParam)))

function isParam(segment: string) {
  return segment.startsWith(':')
}

export interface RouteMatch {
  routeId: RouteId
  lang: Lang
  params: Record<string, string>
}

export function matchPath(pathname: string): RouteMatch | null {
  const segments = splitSegments(pathname)
  for (const pattern of COMPILED) {
    if (pattern.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.segments.every((expected, index) => {
      const actual = segments[index]
      if (isParam(expected)) {
        params[expected.slice(1)] = actual
        return true
      }
      return expected === actual.toLowerCase()
    })
    if (matches) return { routeId: pattern.routeId, lang: pattern.lang, params }
  }
  return null
}

export function getRoute(routeId: RouteId): RouteDef {
  const route = ROUTES.find((candidate) => candidate.id === routeId)
  if (!route) throw new Error(`Unknown route ${routeId}`)
  return route
}

/**
 * The canonical path of a route in a language, as people read it (Arabic stays Arabic); parameter values are
 * percent-encoded. Apply encodeURI() where a raw URL is needed (a Location header, a sitemap <loc>).
 */
export function pathFor(routeId: RouteId, lang: Lang, params: Record<string, string> = {}): string {
  const pattern = patternsOf(getRoute(routeId), lang)[0]
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`pathFor(${routeId}) needs the parameter ${name}`)
    return encodeURIComponent(value)
  })
}

/**
 * The page of a record a notification (or an email, or another page) names, in a language: an
 * invoice opens its payment page, a shipment its request page, a return and a purchase request the
 * lists that show them. Like pathFor, as people read it; encodeURI() it for a raw URL.
 */
export function recordPath(subject: Subject, lang: Lang): string {
  const { key } = subject
  const withQuery = (routeId: RouteId, query: Record<string, string>) =>
    `${pathFor(routeId, lang)}?${new URLSearchParams(query)}`
  switch (subject.kind) {
    case 'invoice':
      return pathFor('packagePayment', lang, { invoiceNumber: key })
    case 'order':
      return pathFor('orderDetail', lang, { number: key })
    case 'package':
      return pathFor('packageDetail', lang, { number: key })
    case 'shipment':
      return withQuery('internationalShippingRequest', { shipment: key })
    case 'purchase_request':
      return withQuery('orders', { view: 'purchases' })
    case 'return':
      return pathFor('tracking', lang)
    case 'wallet':
      return pathFor('wallet', lang)
  }
}

/**
 * The same page in another language (the language switcher, ?lang=). A path outside the table keeps its
 * English remainder under the other prefix (an unknown path gets the language prefix plus the English path).
 */
export function localizePath(pathname: string, lang: Lang): string {
  const match = matchPath(pathname)
  if (match) return pathFor(match.routeId, lang, match.params)
  const segments = splitSegments(pathname)
  const rest = isLang(segments[0]?.toLowerCase()) ? segments.slice(1) : segments
  const prefix = lang === DEFAULT_LANGUAGE ? '' : `/${lang}`
  return `${prefix}/${rest.join('/')}`
}

/** hreflang alternates of a path in the table, e.g. for `<link rel="alternate">` and the sitemap. */
export function alternatesFor(pathname: string): { lang: Lang; path: string }[] {
  const match = matchPath(pathname)
  if (!match) return []
  return LANGUAGES.map((lang) => ({ lang, path: pathFor(match.routeId, lang, match.params) }))
}

export interface LocationLike {
  pathname: string
  search?: string
  hash?: string
}

/**
 * Where a requested location should end up, or null when it is already canonical: `#/` hash routes, a
 * `/en` prefix, legacy language aliases, single-word aliases, and ?lang= / ?language=. The server sends these
 * as HTTP redirects; the app applies the same function on load as a fallback (the hash never reaches the server).
 */
export function resolveRedirect(location: LocationLike): string | null {
  let pathname = location.pathname || '/'
  let search = location.search ?? ''
  let hash = location.hash ?? ''
  let changed = false

  if (hash.startsWith('#/')) {
    const fromHash = new URL(hash.slice(1), 'http://hash.invalid')
    pathname = fromHash.pathname
    search = fromHash.search || search
    hash = fromHash.hash
    changed = true
  }

  let segments = splitSegments(pathname)
  const first = segments[0]?.toLowerCase()
  if (first === 'en') {
    segments = segments.slice(1)
    changed = true
  } else if (first && LEGACY_PREFIXES[first]) {
    segments = [LEGACY_PREFIXES[first], ...segments.slice(1)]
    changed = true
  } else if (segments.length === 1 && SINGLE_WORD_ALIASES[segments[0].toLowerCase()]) {
    segments = splitSegments(SINGLE_WORD_ALIASES[segments[0].toLowerCase()])
    changed = true
  }
  let target = `/${segments.join('/')}`
  if (segments.length === 1 && isLang(segments[0])) target += '/'

  const query = new URLSearchParams(search)
  for (const key of ['lang', 'language']) {
    if (!query.has(key)) continue
    const wanted = languageNamed(query.get(key))
    query.delete(key)
    if (wanted) target = localizePath(target, wanted)
    changed = true
  }
  if (!changed) return null
  const rest = query.toString()
  return `${target}${rest ? `?${rest}` : ''}${hash}`
}

/** Every pattern of a route in a language, canonical first (for a router that needs them listed). */
export function patternsFor(routeId: RouteId, lang: Lang): readonly string[] {
  return patternsOf(getRoute(routeId), lang)
}
