/*
 * What the API answers for a page of the customer app, before any script
 * runs: the alias redirects, the status (404 outside the route table), and
 * an index.html already in the page's language and direction, with its
 * title, description and hreflang alternates. The route table is the app's
 * own (#customer-routes), so server and browser agree on every path.
 */
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import { type PreparedBody, prepareBody } from '#services/platform/public_data'
import {
  LANGUAGES,
  NOT_FOUND,
  ROUTES,
  alternatesFor,
  directionOf,
  languageOfPath,
  matchPath,
  patternsFor,
  resolveRedirect,
  routeDescriptionId,
  routeTitleId,
  type Lang,
  type RouteId,
} from '#customer-routes'

const absolute = (path: string) => new URL(encodeURI(path), env.get('APP_URL')).href

/** Where an old link, a typed shortcut or a ?lang= should go instead, or null. */
function pageRedirect(pathname: string, search: string) {
  const target = resolveRedirect({ pathname, search })
  if (target) return encodeURI(target)

  const match = matchPath(pathname)
  const external =
    match && (ROUTES.find((route) => route.id === match.routeId) as { external?: string })
  if (!match || !external?.external) return null
  // /es/admin opens the back office in Spanish; /sitemap is the XML file.
  return match.lang === 'en' ? external.external : `${external.external}?lang=${match.lang}`
}

export type PageAnswer = { redirect: string } | { status: number; document: PreparedBody }

/*
 * What a URL answers depends only on the URL and the build's index.html, so each is worked out
 * once. Bounded, since the URL is the client's to choose; a new build starts afresh.
 */
const ANSWERED_AT_MOST = 1000
const answers = new Map<string, PageAnswer>()
let answeredFrom: string | undefined

/** The customer app's answer for a URL: a redirect, or its index.html with its status. */
export function customerPage(template: string, pathname: string, search: string): PageAnswer {
  if (template !== answeredFrom || answers.size >= ANSWERED_AT_MOST) {
    answers.clear()
    answeredFrom = template
  }
  const key = `${pathname}?${search}`
  let answer = answers.get(key)
  if (!answer) {
    const redirect = pageRedirect(pathname, search)
    if (redirect) {
      answer = { redirect }
    } else {
      const page = renderPage(template, pathname)
      answer = { status: page.status, document: prepareBody(page.html, HTML) }
    }
    answers.set(key, answer)
  }
  return answer
}

const HTML = 'text/html; charset=utf-8'

/** index.html for a path: 200 in the route table, 404 (still the app, showing not-found) outside it. */
function renderPage(template: string, pathname: string) {
  const match = matchPath(pathname)
  const lang = match?.lang ?? languageOfPath(pathname)
  const { title, description } = pageHead(lang, match?.routeId ?? NOT_FOUND)

  const alternates = alternatesFor(pathname)
    .map(({ lang: hreflang, path }) => alternateLink(hreflang, path))
    .concat(match ? [alternateLink('x-default', alternatesFor(pathname)[0].path)] : [])

  const html = template
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(description)}" />`
    )
    .replace('</head>', `${alternates.join('')}</head>`)
  return { status: match ? 200 : 404, html }
}

type PageHead = { title: string; description: string }
const headsByPage = new Map<string, PageHead>()

/* A page's title and description depend on its route and language only: translated once. */
function pageHead(lang: Lang, routeId: RouteId | typeof NOT_FOUND): PageHead {
  const key = `${lang}:${routeId}`
  let head = headsByPage.get(key)
  if (!head) {
    const i18n = i18nManager.locale(lang)
    head = {
      title: i18n.t('web.app.titleTemplate', { page: i18n.t(`web.${routeTitleId(routeId)}`) }),
      description: i18n.t(`web.${routeDescriptionId(routeId)}`),
    }
    headsByPage.set(key, head)
  }
  return head
}

function alternateLink(hreflang: Lang | 'x-default', path: string) {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(path))}" />`
}

/** Every public page without parameters, in the three languages, each with its alternates. */
export function sitemapXml() {
  const pages = ROUTES.filter(
    (route) =>
      (route.access === 'public' || route.access === 'both') &&
      !('external' in route) &&
      !route.en[0].includes(':')
  )
  const urls = pages.flatMap((route) => {
    const paths = LANGUAGES.map((lang) => ({
      lang,
      path: patternsFor(route.id as RouteId, lang)[0],
    }))
    const links = paths
      .map(
        ({ lang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(absolute(path))}"/>`
      )
      .join('')
    return paths.map(({ path }) => `<url><loc>${escapeHtml(absolute(path))}</loc>${links}</url>`)
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}

export function robotsTxt() {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n')
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
