/** Behaviour constants (toasts, retries, caches), kept in one place so tests and components agree. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** A dismissed toast stays in memory this long (so its exit can finish) before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = 'F8'

export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export const CLICK_TEXT_MAX_LENGTH = 100
export const SCROLL_IDLE_MS = 1000

export const AUTH_STALE_TIME_MS = 300_000
export const AUTH_GC_TIME_MS = 600_000

export const GEO_CACHE_TTL_MS = 24 * 60 * 60 * 1000
export const GEO_LOOKUP_TIMEOUT_MS = 3000

/**
 * The support line the chat button opens. The number is not ours to hard-code, so it comes from the build
 * environment (VITE_SUPPORT_WHATSAPP_NUMBER, digits only, with country code).
 */
export const SUPPORT_WHATSAPP_NUMBER: string =
  import.meta.env?.VITE_SUPPORT_WHATSAPP_NUMBER ?? '13105550100'

/** The chat button would cover payment and shipping forms, so it is hidden where a path holds one of these. */
export const CHAT_HIDDEN_PATH_PARTS = [
  '/checkout',
  '/payment',
  '/shipping',
  '/international-shipping',
  // The same pages' Spanish and Arabic paths.
  '/por-pagar',
  '/solicitar-envio',
  '/المستحقات',
  '/طلب-شحن',
]
