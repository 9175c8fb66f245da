import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useCurrentUser } from '../features/auth/session'
import { matchPath, NOT_FOUND } from '../routing/routeTable'
import { useConsent } from './consent'
import { tracker } from './tracker'

/** Runs the tracker only with consent, and records one page view per route the visitor reaches. */
export function useAnalytics() {
  const [consent] = useConsent()
  const { pathname } = useLocation()
  const { user } = useCurrentUser()

  useEffect(() => {
    if (consent !== 'granted') return
    tracker.start()
    return () => tracker.stop()
  }, [consent])

  useEffect(() => tracker.setUser(user?.id ?? null), [user])

  useEffect(() => {
    if (consent === 'granted') tracker.pageView(pathname, matchPath(pathname)?.routeId ?? NOT_FOUND)
  }, [consent, pathname])
}
