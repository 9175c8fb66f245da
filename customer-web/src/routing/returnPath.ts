import { pathFor, type Lang } from './routeTable'

/** After signing in or up: the page named in ?next= when it is one of ours, else the dashboard. */
export function returnPath(lang: Lang): string {
  const next = new URLSearchParams(window.location.search).get('next')
  // Only same-site paths: "//host" or "https://…" would turn the sign-in page into an open redirect.
  return next && next.startsWith('/') && !next.startsWith('//') ? next : pathFor('dashboard', lang)
}
