import { GEO_LOOKUP_TIMEOUT_MS } from '../config'
import { LOCATION_SERVICES, type LocationService } from '#domain/location_services'

/** Fetches one service's JSON body. */
type GeoFetch = (url: string, signal: AbortSignal) => Promise<unknown>

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
  services: readonly LocationService[] = LOCATION_SERVICES,
  fetchJson: GeoFetch = networkFetch,
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
