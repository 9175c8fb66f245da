import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAnalytics } from './analytics/useAnalytics'
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
