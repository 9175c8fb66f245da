import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import AnalyticsEvent from '#models/analytics_event'
import AnalyticsSession from '#models/analytics_session'
import { DomainError } from '#exceptions/domain_error'
import type { analyticsEventValidator, analyticsSessionValidator } from '#validators/analytics'

type EventInput = Infer<typeof analyticsEventValidator>
type SessionInput = Infer<typeof analyticsSessionValidator>

/** The largest bodies accepted: sendBeacon itself stops at 64 KB. */
export const MAX_EVENT_BYTES = 8 * 1024
export const MAX_SESSION_BYTES = 64 * 1024

/** Funnels by name: the business conversion goals, in the order a visitor reaches them. */
export const FUNNELS: Record<string, string[]> = {
  shipping_request: ['shipping_request_started', 'shipping_request_completed'],
}

/** The heatmap's grid, in CSS pixels. */
export const HEATMAP_CELL = 50

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

function eventRow(event: EventInput) {
  const goal = event.eventType === 'conversion' ? event.metadata?.goal : undefined
  return {
    eventId: event.id,
    sessionId: event.sessionId,
    userId: event.userId ?? null,
    occurredAt: utc(event.timestamp),
    page: event.page,
    eventType: event.eventType,
    elementId: event.elementId ?? null,
    elementType: event.elementType ?? null,
    elementText: event.elementText ?? null,
    x: event.coordinates?.x ?? null,
    y: event.coordinates?.y ?? null,
    goal: typeof goal === 'string' ? goal.slice(0, 64) : null,
    metadata: event.metadata ?? null,
  }
}

/* Only events not stored yet: the session repeats the events already sent one by one. */
async function storeEvents(events: EventInput[]) {
  if (!events.length) return
  const ids = events.map((event) => event.id)
  const stored = await AnalyticsEvent.query().whereIn('event_id', ids).select('event_id')
  const known = new Set(stored.map((event) => event.eventId))
  const fresh = events.filter(
    (event, index) => !known.has(event.id) && ids.indexOf(event.id) === index
  )
  if (fresh.length) await AnalyticsEvent.createMany(fresh.map(eventRow))
}

/* Analytics never disturbs the visitor: a refused body is the caller's, a failed write is only logged. */
async function quietly(what: string, write: () => Promise<unknown>) {
  try {
    await write()
  } catch (error) {
    logger.warn({ err: error }, `analytics ${what} not stored`)
  }
}

export function assertBodySize(contentLength: string | undefined, max: number) {
  if (Number(contentLength ?? 0) > max) throw new DomainError(413, 'errors.bodyTooLarge')
}

export const recordEvent = (event: EventInput) => quietly('event', () => storeEvents([event]))

export const recordSession = (session: SessionInput) =>
  quietly('session', async () => {
    await AnalyticsSession.create({
      sessionId: session.sessionId,
      userId: session.userId ?? null,
      startedAt: utc(session.startTime),
      endedAt: utc(session.endTime),
      pageViews: session.pageViews,
      interactions: session.interactions,
      conversionGoals: session.conversionGoals,
      userAgent: session.deviceInfo.userAgent,
      screenSize: session.deviceInfo.screenSize,
      viewportSize: session.deviceInfo.viewportSize,
    })
    await storeEvents(session.events)
  })

/**
 * A funnel's steps, each counting the distinct sessions that reached it after every step
 * before it; the conversion is the last step's share of the first (0 to 1).
 */
export async function funnel(name: string) {
  // Own names only: `constructor` or `__proto__` is no funnel either.
  const steps = Object.hasOwn(FUNNELS, name) ? FUNNELS[name] : undefined
  if (!steps) throw new DomainError(404, 'admin_api.funnelNotFound', { name })
  const counts: { event: string; count: number }[] = []
  for (const [index, event] of steps.entries()) {
    const query = db.from('analytics_events').where('goal', event)
    for (const earlier of steps.slice(0, index)) {
      query.whereIn('session_id', (reached) =>
        reached.from('analytics_events').select('session_id').where('goal', earlier)
      )
    }
    const [{ count }] = await query.countDistinct('session_id as count')
    counts.push({ event, count: Number(count) })
  }
  const first = counts[0].count
  const last = counts[counts.length - 1].count
  return {
    name,
    steps: counts,
    conversion: first ? Math.round((last / first) * 10_000) / 10_000 : 0,
  }
}

/** Clicks on a page counted per grid cell (`x`, `y` are the cell's top-left corner), busiest first. */
export async function heatmap(page: string) {
  const rows = await db
    .from('analytics_events')
    .where({ page, event_type: 'click' })
    .whereNotNull('x')
    .whereNotNull('y')
    .select(db.raw('x - (x % ?) as cell_x, y - (y % ?) as cell_y', [HEATMAP_CELL, HEATMAP_CELL]))
    .count('* as count')
    .groupBy('cell_x', 'cell_y')
    .orderBy('count', 'desc')
    .orderBy('cell_y')
    .orderBy('cell_x')
  return rows.map((row) => ({
    x: Number(row.cell_x),
    y: Number(row.cell_y),
    count: Number(row.count),
  }))
}
