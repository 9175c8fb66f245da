import { isLang, localizePath, pathFor, type Lang } from './routeTable'

/** After signing in or up: the page named in ?next= when it is one of ours, else the dashboard. */
export function returnPath(lang: Lang): string {
  const next = new URLSearchParams(window.location.search).get('next')
  // Only same-site paths: "//host" or "https://…" would turn the sign-in page into an open redirect.
  return next && next.startsWith('/') && !next.startsWith('//') ? next : pathFor('dashboard', lang)
}

/**
 * The language the app speaks to a signed-in account: the one saved on it, which its emails,
 * notifications and server messages speak too (the page's, for an account without a known one).
 */
export function accountLanguage(account: { locale: string }, pageLang: Lang): Lang {
  return isLang(account.locale) ? account.locale : pageLang
}

/** The same page, or the one named by returnPath, in the account's language. */
export function inAccountLanguage(path: string, lang: Lang): string {
  const { pathname, search, hash } = new URL(path, window.location.origin)
  return localizePath(pathname, lang) + search + hash
}
