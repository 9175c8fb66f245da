import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { getJsonOrNull } from './client'

/**
 * A tiny query cache (react-query is not in the bundle): the few shared reads, above all the current user,
 * with explicit freshness. Nothing refetches on focus, reconnect or interval, and nothing is retried
 * (spec §7, §9): a failed read shows its error state.
 */
export interface QueryState<T> {
  status: 'loading' | 'success' | 'error'
  data: T | null
  error: unknown
  updatedAt: number
}

interface Entry {
  state: QueryState<unknown>
  listeners: Set<() => void>
  inFlight?: Promise<void>
  gcTimer?: ReturnType<typeof setTimeout>
}

export interface QueryOptions {
  /** How long data counts as fresh: a mount within that time does not refetch. */
  staleTime: number
  /** How long unused data is kept after its last subscriber left. */
  gcTime: number
}

const cache = new Map<string, Entry>()

function entryFor(key: string): Entry {
  let entry = cache.get(key)
  if (!entry) {
    entry = {
      state: { status: 'loading', data: null, error: null, updatedAt: 0 },
      listeners: new Set(),
    }
    cache.set(key, entry)
  }
  return entry
}

function publish(entry: Entry, state: QueryState<unknown>) {
  entry.state = state
  entry.listeners.forEach((listener) => listener())
}

export function fetchQuery(key: string): Promise<void> {
  const entry = entryFor(key)
  if (entry.inFlight) return entry.inFlight
  entry.inFlight = getJsonOrNull<unknown>(key)
    .then(
      (data) => publish(entry, { status: 'success', data, error: null, updatedAt: Date.now() }),
      (error) => publish(entry, { ...entry.state, status: 'error', error })
    )
    .finally(() => {
      entry.inFlight = undefined
    })
  return entry.inFlight
}

/** Replace cached data after a write that returned it (sign-in returns the user). */
export function setQueryData<T>(key: string, data: T | null) {
  publish(entryFor(key), { status: 'success', data, error: null, updatedAt: Date.now() })
}

/** The query key is the URL, as the spec's default fetch uses the key's first element as the URL. */
export function useQuery<T>(
  key: string,
  options: QueryOptions
): QueryState<T> & { refetch: () => Promise<void> } {
  const entry = entryFor(key)
  const subscribe = useCallback(
    (listener: () => void) => {
      clearTimeout(entry.gcTimer)
      entry.listeners.add(listener)
      return () => {
        entry.listeners.delete(listener)
        if (entry.listeners.size === 0)
          entry.gcTimer = setTimeout(() => cache.delete(key), options.gcTime)
      }
    },
    [entry, key, options.gcTime]
  )
  const state = useSyncExternalStore(subscribe, () => entry.state) as QueryState<T>

  useEffect(() => {
    // Refetch on mount only when the data is missing or older than the fresh window.
    const { status, updatedAt } = entry.state
    if (status !== 'success' || Date.now() - updatedAt > options.staleTime) void fetchQuery(key)
  }, [entry, key, options.staleTime])

  const refetch = useCallback(() => fetchQuery(key), [key])
  return { ...state, refetch }
}
