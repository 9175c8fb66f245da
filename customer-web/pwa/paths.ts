import type { Lang } from '../src/routing/routeTable'

/** The page the service worker answers with when a page of the app cannot load, one per language. */
export const offlinePagePath = (lang: Lang) => `/offline/${lang}.html`
