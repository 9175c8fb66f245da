/// <reference lib="webworker" />
/*
 * The customer app's service worker. It keeps the build's own files (scripts, styles, icons, the
 * offline pages) so the app starts fast, and nothing else: API answers and pages carry a customer's
 * data, so they always come from the network and are never stored. A page that cannot load because
 * the network is gone gets the offline page in its language instead of the browser's error.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { offlinePagePath } from '../pwa/paths'
import { browserLanguage } from './i18n/detect'
import { languageOfPath, normalizePath } from './routing/routeTable'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A new build takes over at once; a page still open from the old one fetches any file it lacks from the
// server, as it would without a service worker.
self.addEventListener('install', () => void self.skipWaiting())

/**
 * The path's language; at the English root, where a first visit follows the browser's language, the
 * browser's.
 */
function offlineLanguage(url: URL) {
  const lang = languageOfPath(url.pathname)
  return lang === 'en' && normalizePath(url.pathname) === '/'
    ? browserLanguage(self.navigator.language)
    : lang
}

registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request)
      } catch {
        const offline = await matchPrecache(offlinePagePath(offlineLanguage(url)))
        return offline ?? Response.error()
      }
    },
    // The API and the back office (another app) are not pages of this one.
    { denylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/] }
  )
)
