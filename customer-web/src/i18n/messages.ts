import type { MessageFormatElement } from 'react-intl'
import type { Lang } from '../routing/routeTable'

/** Catalogs arrive pre-parsed (see vite.config.ts), keyed by explicit message id. */
export type Messages = Record<string, MessageFormatElement[]>
// TypeScript types the JSON files as strings; the build hands over their parsed form (vite.config.ts).
type JsonModule = { default: unknown }

/**
 * One lazily loaded chunk pair per language: the app's own messages and the content pages'. Written out per
 * language (not a template string) so the bundler makes exactly these six chunks.
 */
const LOADERS: Record<Lang, () => Promise<[JsonModule, JsonModule]>> = {
  en: () => Promise.all([import('@locales/en/web.json'), import('@locales/en/pages.json')]),
  es: () => Promise.all([import('@locales/es/web.json'), import('@locales/es/pages.json')]),
  ar: () => Promise.all([import('@locales/ar/web.json'), import('@locales/ar/pages.json')]),
}

/** Spec §9: up to 5 retries, the first after 350 ms, doubling each time (a flaky network or a fresh deploy). */
const MAX_RETRIES = 5
const FIRST_RETRY_DELAY_MS = 350

const loaded = new Map<Lang, Promise<Messages>>()

async function loadWithRetry(lang: Lang): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [web, pages] = await LOADERS[lang]()
      return { ...(web.default as Messages), ...(pages.default as Messages) }
    } catch (error) {
      if (attempt >= MAX_RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_DELAY_MS * 2 ** attempt))
    }
  }
}

export function loadMessages(lang: Lang): Promise<Messages> {
  let promise = loaded.get(lang)
  if (!promise) {
    promise = loadWithRetry(lang)
    // A failure must not be cached forever: the next navigation tries again.
    promise.catch(() => loaded.delete(lang))
    loaded.set(lang, promise)
  }
  return promise
}
