import { GEO_LOOKUP_TIMEOUT_MS } from '../config'

/** A location service and the field of its JSON answer that holds the ISO alpha-2 country. */
export interface GeoService {
  url: string
  field: 'country_code' | 'country'
}

export const GEO_SERVICES: readonly GeoService[] = [
  { url: 'https://ipapi.co/json/', field: 'country_code' },
  { url: 'https://api.country.is/', field: 'country' },
]

/** Fetches one service's JSON body. Replaceable so tests never reach the network. */
export type GeoFetch = (url: string, signal: AbortSignal) => Promise<unknown>

/**
 * Test seam, set by a browser test's init script before the app starts: a fixed country (every service
 * answers it), 'fail' (every service fails), or a function answering per service URL with its JSON body.
 */
export type GeoFake = { country: string } | 'fail' | GeoFetch

declare global {
  interface Window {
    __SIGMA_GEO_LOOKUP__?: GeoFake
  }
}

function fakeFetch(fake: GeoFake): GeoFetch {
  if (typeof fake === 'function') return fake
  return async () => {
    if (fake === 'fail') throw new Error('location lookup failed (test fake)')
    return { country_code: fake.country, country: fake.country }
  }
}

const networkFetch: GeoFetch = async (url, signal) => {
  const response = await fetch(url, {
    signal,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
  return response.json()
}

function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`timed out after ${timeoutMs} ms`))
    }, timeoutMs)
  })
  // The race also covers a replacement fetch that ignores the abort signal.
  return Promise.race([run(controller.signal), timeout]).finally(() => clearTimeout(timer))
}

/**
 * The visitor's country from the first service that answers with one, each given its own timeout; null when
 * none does. Failures are only warned about: detection then falls back to the browser language.
 */
export async function lookupCountry(
  services: readonly GeoService[] = GEO_SERVICES,
  fetchJson: GeoFetch = window.__SIGMA_GEO_LOOKUP__
    ? fakeFetch(window.__SIGMA_GEO_LOOKUP__)
    : networkFetch,
  timeoutMs = GEO_LOOKUP_TIMEOUT_MS
): Promise<string | null> {
  for (const service of services) {
    try {
      const body = await withTimeout((signal) => fetchJson(service.url, signal), timeoutMs)
      const country = (body as Record<string, unknown> | null)?.[service.field]
      if (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country)) return country.toUpperCase()
      console.warn(`Location service ${service.url} gave no country`)
    } catch (error) {
      console.warn(`Location service ${service.url} failed: ${(error as Error).message}`)
    }
  }
  return null
}
