import { useCallback, useSyncExternalStore } from 'react'
import { localStore, safeGet, safeSet } from '../i18n/storage'

export type Consent = 'granted' | 'denied' | null

const CONSENT_KEY = 'sigma_analytics_consent'
const listeners = new Set<() => void>()

function read(): Consent {
  const value = safeGet(localStore(), CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

/** The visitor's analytics choice, remembered across visits; null until they answer the banner. */
export function useConsent(): [Consent, (choice: 'granted' | 'denied') => void] {
  const consent = useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, read)
  const choose = useCallback((choice: 'granted' | 'denied') => {
    safeSet(localStore(), CONSENT_KEY, choice)
    listeners.forEach((listener) => listener())
  }, [])
  return [consent, choose]
}
