import type { MessageFormatElement } from 'react-intl'
import type { Lang } from '../routing/routeTable'

/** Catalogs arrive pre-parsed (see vite.config.ts), keyed by explicit message id. */
export type Messages = Record<string, MessageFormatElement[]>

/** One lazily loaded chunk per language (see catalogs/), written out so the bundler makes exactly three. */
const LOADERS: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogs/en'),
  es: () => import('./catalogs/es'),
  ar: () => import('./catalogs/ar'),
}

/** Up to 5 retries, the first after 350 ms, doubling each time (a flaky network or a fresh deploy). */
const MAX_RETRIES = 5
const FIRST_RETRY_DELAY_MS = 350

const loaded = new Map<Lang, Promise<Messages>>()

async function loadWithRetry(lang: Lang): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      const catalog = await LOADERS[lang]()
      return catalog.default
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
