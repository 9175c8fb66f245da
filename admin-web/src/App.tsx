import { lazy, Suspense } from 'react'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import { DashboardOutlined, TeamOutlined } from '@ant-design/icons'
import { Authenticated, Refine, type ResourceProps } from '@refinedev/core'
import {
  ErrorComponent,
  RefineThemes,
  ThemedLayout,
  useNotificationProvider,
} from '@refinedev/antd'
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router'
import { App as AntdApp, ConfigProvider } from 'antd'
import { GuestOnly } from './features/auth/GuestOnly'
import { LoginPage } from './features/auth/LoginPage'
import { AdminHeader } from './features/layout/AdminHeader'
import { AppTitle } from './features/layout/AppTitle'
import { isRtl, useI18nProvider, useI18nState } from './i18n'
import { authProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { PageSpinner } from './shared/PageSpinner'

// Pages behind sign-in load on demand, so the sign-in page only pays for refine, antd and the frame.
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'))
const UserListPage = lazy(() => import('./features/users/UserListPage'))

// No retries: a missing endpoint should show its error at once rather than after three attempts,
// and a failed write must not be replayed.
const REFINE_OPTIONS = {
  disableTelemetry: true,
  // refine would call GET /api/auth/user on every navigation on top of <Authenticated>'s own
  // check; a session that ends is noticed anyway by the next API call's 401 (authProvider.onError).
  disableRouteChangeHandler: true,
  syncWithLocation: true,
  reactQuery: {
    clientConfig: {
      defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    },
  },
}

// No labels here: refine's menu, breadcrumbs and titles translate a resource's name through the
// `${name}.${name}` message id (locales/*/admin.json), so the list can stay static.
const RESOURCES: ResourceProps[] = [
  { name: 'dashboard', list: '/', meta: { icon: <DashboardOutlined /> } },
  { name: 'users', list: '/users', meta: { icon: <TeamOutlined /> } },
]

export function App() {
  const { locale, antdLocale } = useI18nState()
  const i18nProvider = useI18nProvider()

  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider
        theme={RefineThemes.Blue}
        direction={isRtl(locale) ? 'rtl' : 'ltr'}
        locale={antdLocale}
      >
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={RESOURCES}
            options={REFINE_OPTIONS}
          >
            <Routes>
              <Route
                element={
                  <Authenticated
                    key="back-office"
                    loading={<PageSpinner />}
                    fallback={<CatchAllNavigate to="/login" />}
                  >
                    <ThemedLayout Header={AdminHeader} Title={AppTitle}>
                      <Suspense fallback={<PageSpinner />}>
                        <Outlet />
                      </Suspense>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route index element={<DashboardPage />} />
                <Route path="users" element={<UserListPage />} />
                <Route path="*" element={<ErrorComponent />} />
              </Route>
              <Route element={<GuestOnly />}>
                <Route path="login" element={<LoginPage />} />
              </Route>
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  )
}
