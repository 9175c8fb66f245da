import { apiRequest } from '../api/client'
import { CLICK_TEXT_MAX_LENGTH, SCROLL_IDLE_MS } from '../config'

/** Analytics event and session shapes, as POST /api/analytics/events and /sessions take them. */
export type EventType = 'page_view' | 'click' | 'form_submit' | 'conversion' | 'scroll' | 'error'

export interface AnalyticsEvent {
  id: string
  sessionId: string
  userId: number | null
  timestamp: string
  page: string
  eventType: EventType
  elementId?: string
  elementType?: string
  elementText?: string
  coordinates?: { x: number; y: number }
  metadata?: Record<string, unknown>
}

export interface AnalyticsSession {
  sessionId: string
  startTime: string
  endTime: string
  events: AnalyticsEvent[]
  pageViews: number
  interactions: number
  conversionGoals: string[]
  userId: number | null
  deviceInfo: { userAgent: string; screenSize: string; viewportSize: string }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

const EVENTS_URL = '/api/analytics/events'
const SESSIONS_URL = '/api/analytics/sessions'
/** The session goes out with sendBeacon, which browsers cap at 64 KB: only the latest events travel with it. */
const SESSION_EVENTS_KEPT = 50

const TRACKED_ELEMENTS =
  'a, button, input, select, textarea, label, summary, [role="button"], [data-track]'

function newId(): string {
  return (
    crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

function visibleText(element: Element): string {
  // Typed values are personal data: only labels and visible text are recorded.
  const text =
    element.getAttribute('aria-label') ||
    (element as HTMLElement).innerText ||
    element.getAttribute('name') ||
    ''
  return text.replace(/\s+/g, ' ').trim().slice(0, CLICK_TEXT_MAX_LENGTH)
}

/**
 * Off until started (after consent); paused while the page is hidden; the session is sent once, when the
 * page goes away. Every failure is only logged: analytics must never disturb the visitor.
 */
class Tracker {
  private active = false
  private paused = false
  private sessionId = newId()
  private startTime = new Date().toISOString()
  private userId: number | null = null
  private events: AnalyticsEvent[] = []
  private pageViews = 0
  private interactions = 0
  private conversionGoals: string[] = []
  private scrollTimer: ReturnType<typeof setTimeout> | undefined
  private sessionSent = false

  start() {
    if (this.active) return
    this.active = true
    this.paused = document.visibilityState === 'hidden'
    document.addEventListener('click', this.onClick, true)
    document.addEventListener('submit', this.onSubmit, true)
    document.addEventListener('visibilitychange', this.onVisibility)
    window.addEventListener('scroll', this.onScroll, { passive: true })
    window.addEventListener('error', this.onError)
    window.addEventListener('unhandledrejection', this.onRejection)
    window.addEventListener('pagehide', this.onPageHide)
  }

  stop() {
    if (!this.active) return
    this.active = false
    clearTimeout(this.scrollTimer)
    document.removeEventListener('click', this.onClick, true)
    document.removeEventListener('submit', this.onSubmit, true)
    document.removeEventListener('visibilitychange', this.onVisibility)
    window.removeEventListener('scroll', this.onScroll)
    window.removeEventListener('error', this.onError)
    window.removeEventListener('unhandledrejection', this.onRejection)
    window.removeEventListener('pagehide', this.onPageHide)
  }

  setUser(userId: number | null) {
    this.userId = userId
  }

  pageView(page: string, routeId: string) {
    if (
      !this.record({ eventType: 'page_view', page, metadata: { routeId, title: document.title } })
    )
      return
    this.pageViews++
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({
      event: 'page_view',
      page_path: page,
      page_title: document.title,
      route_id: routeId,
    })
  }

  conversion(goal: string, metadata: Record<string, unknown> = {}) {
    if (this.record({ eventType: 'conversion', metadata: { goal, ...metadata } }))
      this.conversionGoals.push(goal)
  }

  private record(
    partial: Omit<AnalyticsEvent, 'id' | 'sessionId' | 'userId' | 'timestamp' | 'page'> & {
      page?: string
    }
  ) {
    if (!this.active || this.paused) return false
    const event: AnalyticsEvent = {
      id: newId(),
      sessionId: this.sessionId,
      userId: this.userId,
      timestamp: new Date().toISOString(),
      page: window.location.pathname,
      ...partial,
    }
    this.events.push(event)
    if (this.events.length > SESSION_EVENTS_KEPT) this.events.shift()
    apiRequest('POST', EVENTS_URL, event, { keepalive: true }).catch((error: Error) =>
      console.warn(`Analytics event not sent: ${error.message}`)
    )
    return true
  }

  private onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element
        ? (event.target.closest(TRACKED_ELEMENTS) ?? event.target)
        : null
    if (!target) return
    if (
      this.record({
        eventType: 'click',
        elementId: target.id || undefined,
        elementType: target.tagName.toLowerCase(),
        elementText: visibleText(target),
        coordinates: { x: Math.round(event.pageX), y: Math.round(event.pageY) },
      })
    )
      this.interactions++
  }

  private onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement
    if (
      this.record({
        eventType: 'form_submit',
        elementId: form.id || undefined,
        elementType: 'form',
        elementText: (form.getAttribute('aria-label') || form.getAttribute('name') || '').slice(
          0,
          CLICK_TEXT_MAX_LENGTH
        ),
      })
    )
      this.interactions++
  }

  private onScroll = () => {
    clearTimeout(this.scrollTimer)
    // Only where the visitor stopped counts: one event after the page has been still for a second.
    this.scrollTimer = setTimeout(() => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      const depth = scrollable > 0 ? Math.round((window.scrollY / scrollable) * 100) : 100
      this.record({
        eventType: 'scroll',
        metadata: { scrollY: Math.round(window.scrollY), depthPercent: depth },
      })
    }, SCROLL_IDLE_MS)
  }

  private onError = (event: ErrorEvent) => {
    this.record({
      eventType: 'error',
      metadata: { message: event.message, source: event.filename, line: event.lineno },
    })
  }

  private onRejection = (event: PromiseRejectionEvent) => {
    this.record({
      eventType: 'error',
      metadata: { message: String((event.reason as Error)?.message ?? event.reason) },
    })
  }

  private onVisibility = () => {
    this.paused = document.visibilityState === 'hidden'
    if (this.paused) clearTimeout(this.scrollTimer)
  }

  private onPageHide = () => {
    if (this.sessionSent) return
    this.sessionSent = true
    const session: AnalyticsSession = {
      sessionId: this.sessionId,
      startTime: this.startTime,
      endTime: new Date().toISOString(),
      events: this.events,
      pageViews: this.pageViews,
      interactions: this.interactions,
      conversionGoals: this.conversionGoals,
      userId: this.userId,
      deviceInfo: {
        userAgent: navigator.userAgent,
        screenSize: `${screen.width}x${screen.height}`,
        viewportSize: `${window.innerWidth}x${window.innerHeight}`,
      },
    }
    const body = new Blob([JSON.stringify(session)], { type: 'application/json' })
    if (!navigator.sendBeacon?.(SESSIONS_URL, body)) console.warn('Analytics session not sent')
  }
}

export const tracker = new Tracker()

/** Business conversions (e.g. shipping_request_completed with packageId and value). */
export function trackConversion(goal: string, metadata?: Record<string, unknown>) {
  tracker.conversion(goal, metadata)
}
