import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ApiError, apiRequest, getJsonOrNull, type Method } from './client'

/**
 * A tiny query cache (react-query is not in the bundle) keyed by URL: the default fetch uses the key as the
 * URL. Nothing refetches on focus, reconnect or interval, and nothing is retried:
 * a failed read shows its error state. Account data is never stale on its own; a write names the URLs it
 * changed (`invalidates`) and exactly those are read again.
 */
export interface QueryState<T> {
  status: 'loading' | 'success' | 'error'
  data: T | null
  /** A list's `x-total-count`, for pagination; null for a single record. */
  total: number | null
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

/** Data is never stale and never collected; only an invalidation reads it again. */
export const DATA_QUERY_OPTIONS: QueryOptions = { staleTime: Infinity, gcTime: Infinity }

const LOADING: QueryState<unknown> = {
  status: 'loading',
  data: null,
  total: null,
  error: null,
  updatedAt: 0,
}

const cache = new Map<string, Entry>()

function entryFor(key: string): Entry {
  let entry = cache.get(key)
  if (!entry) {
    entry = { state: LOADING, listeners: new Set() }
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
      ({ data, total }) =>
        publish(entry, { status: 'success', data, total, error: null, updatedAt: Date.now() }),
      (error) => publish(entry, { ...entry.state, status: 'error', error })
    )
    .finally(() => {
      entry.inFlight = undefined
    })
  return entry.inFlight
}

/** Replace cached data after a write that returned it (sign-in returns the user). */
export function setQueryData<T>(key: string, data: T | null) {
  publish(entryFor(key), {
    status: 'success',
    data,
    total: null,
    error: null,
    updatedAt: Date.now(),
  })
}

/**
 * A read already on its way may have been answered before the change: it cannot stand for a read
 * after it, so a new read follows it.
 */
function readAfterChange(key: string, entry: Entry): Promise<void> {
  return entry.inFlight ? entry.inFlight.then(() => fetchQuery(key)) : fetchQuery(key)
}

/**
 * Reads again every cached URL that starts with one of the prefixes (a path, so `/api/packages` covers
 * `/api/packages?status=received` and `/api/packages/PKG-1`): shown ones at once, unseen ones on next use.
 */
export function invalidateQueries(prefixes: readonly string[]): Promise<void> {
  const refetches: Promise<void>[] = []
  for (const [key, entry] of cache) {
    const path = key.split('?')[0]
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue
    if (entry.listeners.size > 0) refetches.push(readAfterChange(key, entry))
    else cache.delete(key)
  }
  return Promise.all(refetches).then(() => undefined)
}

/** The key is the URL; `null` waits (nothing is fetched, the state stays loading). */
export function useQuery<T>(
  key: string | null,
  options: QueryOptions = DATA_QUERY_OPTIONS
): QueryState<T> & { refetch: () => Promise<void> } {
  const entry = key === null ? null : entryFor(key)
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry || key === null) return () => undefined
      clearTimeout(entry.gcTimer)
      entry.listeners.add(listener)
      return () => {
        entry.listeners.delete(listener)
        if (entry.listeners.size === 0 && Number.isFinite(options.gcTime))
          entry.gcTimer = setTimeout(() => cache.delete(key), options.gcTime)
      }
    },
    [entry, key, options.gcTime]
  )
  const state = useSyncExternalStore(subscribe, () => entry?.state ?? LOADING) as QueryState<T>

  useEffect(() => {
    if (!entry || key === null) return
    // Refetch on mount only when the data is missing or older than the fresh window.
    const { status, updatedAt } = entry.state
    if (status !== 'success' || Date.now() - updatedAt > options.staleTime) void fetchQuery(key)
  }, [entry, key, options.staleTime])

  const refetch = useCallback(() => (key === null ? Promise.resolve() : fetchQuery(key)), [key])
  return { ...state, refetch }
}

export interface MutationOptions {
  /** URL prefixes whose cached reads this write changes (see invalidateQueries). */
  invalidates?: readonly string[]
  /**
   * Money moves and ship requests are retried safely: one key per attempt (kept across a double
   * click or a retry of the same attempt), sent as `Idempotency-Key`, so the server acts once.
   */
  idempotent?: boolean
}

export interface Mutation<TBody, TResult> {
  run: (body?: TBody) => Promise<TResult>
  pending: boolean
  error: unknown
  /** Forget the last error and start a new attempt (a new idempotency key). */
  reset: () => void
}

function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/**
 * A write to the API: not retried, refuses a second run while one is pending (a double click sends
 * once), and refreshes exactly the lists it changed once it succeeded.
 */
export function useMutation<TBody = unknown, TResult = unknown>(
  method: Method,
  url: string,
  { invalidates = [], idempotent = false }: MutationOptions = {}
): Mutation<TBody, TResult> {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  // Refs, not state: a second click in the same frame must already see the first request and its key.
  const inFlight = useRef<Promise<TResult> | null>(null)
  const attemptKey = useRef(newIdempotencyKey())

  // A list literal at most call sites: keyed by content so a new array does not make a new `run`.
  const invalidatedKey = invalidates.join('\n')
  const run = useCallback(
    (body?: TBody): Promise<TResult> => {
      if (inFlight.current) return inFlight.current
      setPending(true)
      setError(null)
      const headers: Record<string, string> = idempotent
        ? { 'Idempotency-Key': attemptKey.current }
        : {}
      const request = apiRequest<TResult>(method, url, body, { headers })
        .then(async (result) => {
          attemptKey.current = newIdempotencyKey()
          await invalidateQueries(invalidatedKey ? invalidatedKey.split('\n') : [])
          return result
        })
        .catch((failure: unknown) => {
          // A definite answer (a declined card, a refused amount) ends the attempt; the next one is new.
          // Without an answer (network) the outcome is unknown, so a retry keeps the key.
          if (failure instanceof ApiError && failure.status !== 0)
            attemptKey.current = newIdempotencyKey()
          setError(failure)
          throw failure
        })
        .finally(() => {
          inFlight.current = null
          setPending(false)
        })
      inFlight.current = request
      return request
    },
    [method, url, idempotent, invalidatedKey]
  )

  const reset = useCallback(() => {
    setError(null)
    attemptKey.current = newIdempotencyKey()
  }, [])

  return { run, pending, error, reset }
}
