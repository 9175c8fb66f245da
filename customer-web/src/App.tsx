import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAnalytics } from './analytics/useAnalytics'
import { invalidateQueries } from './api/query'
import { useCurrentUser, useWelcomeOnArrival } from './features/auth/session'
import { LanguageProvider } from './i18n/LanguageProvider'
import { AppRoutes } from './routing/AppRoutes'
import { resolveRedirect } from './routing/routeTable'
import { Layout } from './shell/Layout'
import { ToastProvider } from './ui/toast/ToastProvider'

export function App() {
  return (
    <LanguageProvider>
      <ToastProvider>
        <Shell />
      </ToastProvider>
    </LanguageProvider>
  )
}

function Shell() {
  useAliasRedirects()
  useAnalytics()
  useForgetOtherUsersData()
  useLiveUpdates()
  useWelcomeOnArrival()
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  )
}

/**
 * Aliases, ?lang= and #/ links reached without a full load (a link inside the app) get the same treatment the
 * server and main.tsx give a fresh load.
 */
function useAliasRedirects() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const target = resolveRedirect(location)
    if (target) navigate(target, { replace: true })
  }, [location, navigate])
}

/**
 * Cached reads belong to whoever was signed in: after a sign-out or a sign-in as someone else, nothing of the
 * previous user (their packages, their unread count) may show, so every read is fetched again.
 */
function useForgetOtherUsersData() {
  const { user, loading } = useCurrentUser()
  const userId = loading ? undefined : (user?.id ?? null)
  const shownUserId = useRef(userId)
  useEffect(() => {
    if (userId === undefined) return
    if (shownUserId.current !== undefined && shownUserId.current !== userId)
      void invalidateQueries(['/api'])
    shownUserId.current = userId
  }, [userId])
}

/**
 * While a customer is signed in, the server's news of their account refreshes what is on screen. The module
 * (and its client) loads only then; if it cannot load (offline), the app simply works without live updates.
 */
function useLiveUpdates() {
  const { user } = useCurrentUser()
  const customerId = user?.role === 'customer' ? user.id : null
  useEffect(() => {
    if (customerId === null) return
    let stop: (() => void) | undefined
    let left = false
    import('./api/live')
      .then(({ listenForUpdates }) => {
        if (!left) stop = listenForUpdates(customerId)
      })
      .catch(() => undefined)
    return () => {
      left = true
      stop?.()
    }
  }, [customerId])
}
