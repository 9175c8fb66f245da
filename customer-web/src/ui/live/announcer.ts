import { useSyncExternalStore } from 'react'

/**
 * What the app says to screen readers apart from the focus: how many fields of a form just sent need
 * correcting. The region is rendered by <LiveAnnouncer> from the first paint, so that what is put in later
 * is announced (a live region added together with its text is not). A page change needs no words here: its
 * heading takes the focus and is read (shell/focus.ts).
 */
export interface FormErrorsAnnouncement {
  count: number
}

/* A region whose text does not change says nothing: it is emptied first and filled a moment later. */
const REFILL_DELAY_MS = 100

let shown: FormErrorsAnnouncement | null = null
let refill: number | undefined
const listeners = new Set<() => void>()

function publish(next: FormErrorsAnnouncement | null) {
  shown = next
  listeners.forEach((listener) => listener())
}

export function announceFormErrors(count: number) {
  window.clearTimeout(refill)
  publish(null)
  refill = window.setTimeout(() => publish({ count }), REFILL_DELAY_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAnnouncement(): FormErrorsAnnouncement | null {
  return useSyncExternalStore(subscribe, () => shown)
}
