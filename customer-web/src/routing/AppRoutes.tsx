import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { useCurrentUser } from '../features/auth/session'
import { Spinner } from '../ui'
import { PageFor, NotFoundPage, SignInPage } from './pages'
import { accountLanguage, inAccountLanguage, returnPath } from './returnPath'
import { RouteContext } from './RouteContext'
import {
  LANGUAGES,
  NOT_FOUND,
  ROUTES,
  getRoute,
  languageOfPath,
  matchPath,
  pathFor,
  patternsFor,
  routeTitleId,
  type RouteId,
  type RouteMatch,
} from './routeTable'

/**
 * One <Route> per pattern of the table so pages can read useParams(); which page shows is still decided by
 * the table's own matcher (the one the server uses), so browser and server agree on every path.
 */
const PATTERNS = ROUTES.flatMap((route) =>
  LANGUAGES.flatMap((lang) =>
    patternsFor(route.id, lang).map((pattern) => ({ key: `${lang}:${pattern}`, pattern }))
  )
)

export function AppRoutes() {
  return (
    <Routes>
      {PATTERNS.map(({ key, pattern }) => (
        <Route key={key} path={pattern} element={<RouteView />} />
      ))}
      <Route path="*" element={<RouteView />} />
    </Routes>
  )
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner decorative />
      <FormattedMessage id="common.loading" />
    </div>
  )
}

/** Back-office pages with a customer-app URL: staff go to the back office, customers do not know them. */
const BACK_OFFICE_ROUTES: readonly RouteId[] = [
  'admin',
  'uxAnalytics',
  'serviceConversions',
  'adsPerformance',
]

/** Decides, for the current path and sign-in state, which page to show (public, both or private routes). */
function RouteView() {
  const { pathname } = useLocation()
  const { loading, user } = useCurrentUser()
  const match = matchPath(pathname)
  const lang = languageOfPath(pathname)

  useRouteTitle(match?.routeId ?? NOT_FOUND)

  if (loading) {
    return (
      <div className="page-loading">
        <Spinner />
      </div>
    )
  }
  if (!match) return <Shown match={null} />

  const route = getRoute(match.routeId)
  if (user && BACK_OFFICE_ROUTES.includes(match.routeId)) {
    return user.role === 'staff' || user.role === 'admin' ? (
      <ExternalRedirect to={pathFor('admin', 'en')} />
    ) : (
      <Shown match={null} />
    )
  }
  if (route.external) return <ExternalRedirect to={route.external} />
  if (user) {
    if (route.signedInAs)
      return <Shown match={{ ...match, routeId: route.signedInAs as RouteId }} />
    if (route.access === 'public') return <Shown match={null} />
    if (route.access === 'guest') {
      const accountLang = accountLanguage(user, lang)
      return <Navigate to={inAccountLanguage(returnPath(accountLang), accountLang)} replace />
    }
  } else if (route.access === 'private') {
    // A visitor asking for an account page signs in right here and then sees that page.
    return (
      <Shown match={match}>
        <SignInPage />
      </Shown>
    )
  }
  return <Shown match={match} />
}

function Shown({ match, children }: { match: RouteMatch | null; children?: ReactNode }) {
  return (
    <RouteContext.Provider value={match}>
      <Suspense fallback={<PageLoading />}>
        {children ??
          (match ? <PageFor routeId={match.routeId} params={match.params} /> : <NotFoundPage />)}
      </Suspense>
    </RouteContext.Provider>
  )
}

/**
 * The route's default title, set before any page effect runs (layout effect), so a page that sets a more
 * specific title with usePageTitle still wins.
 */
function useRouteTitle(routeId: RouteId | typeof NOT_FOUND) {
  const intl = useIntl()
  const title = intl.formatMessage(
    { id: 'app.titleTemplate' },
    { page: intl.formatMessage({ id: routeTitleId(routeId) }) }
  )
  useLayoutEffect(() => {
    document.title = title
  }, [title])
}

/** Sitemap, robots and the back office are served by the API, not by this app. */
function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to])
  return <PageLoading />
}
