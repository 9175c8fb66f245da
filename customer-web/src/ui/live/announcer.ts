import { useSyncExternalStore } from 'react'

/**
 * What the app says to screen readers outside the focus: a page that changed, the errors of a form just
 * sent. One region per politeness, rendered by <LiveAnnouncer> from the first paint, so that text put in
 * later is announced (a live region added together with its text is not).
 */
export type Politeness = 'polite' | 'assertive'

export type Announcement =
  | { kind: 'text'; text: string }
  /** A form refused: how many fields need correcting and their messages, worded by the announcer. */
  | { kind: 'formErrors'; messages: string[] }

type Shown = Record<Politeness, Announcement | null>

/* A region whose text does not change says nothing: it is emptied first and filled a moment later. */
const REFILL_DELAY_MS = 100

let shown: Shown = { polite: null, assertive: null }
const listeners = new Set<() => void>()
const refills: Partial<Record<Politeness, number>> = {}

function publish(next: Shown) {
  shown = next
  listeners.forEach((listener) => listener())
}

export function announce(announcement: Announcement, politeness: Politeness = 'polite') {
  window.clearTimeout(refills[politeness])
  publish({ ...shown, [politeness]: null })
  refills[politeness] = window.setTimeout(
    () => publish({ ...shown, [politeness]: announcement }),
    REFILL_DELAY_MS
  )
}

export function announceText(text: string, politeness: Politeness = 'polite') {
  announce({ kind: 'text', text }, politeness)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAnnouncements(): Shown {
  return useSyncExternalStore(subscribe, () => shown)
}
