import { Suspense, useMemo } from 'react'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import {
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  LineChartOutlined,
  InboxOutlined,
  MailOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  WalletOutlined,
  WarningOutlined,
  ReadOutlined,
} from '@ant-design/icons'
import { Authenticated, Refine, type ResourceProps } from '@refinedev/core'
import {
  ErrorComponent,
  RefineThemes,
  ThemedLayout,
  useNotificationProvider,
} from '@refinedev/antd'
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router'
import { App as AntdApp, ConfigProvider } from 'antd'
import { GuestOnly } from './components/auth/GuestOnly'
import { LoginPage } from './components/auth/LoginPage'
import { AdminHeader } from './components/layout/AdminHeader'
import { AdminSider } from './components/layout/AdminSider'
import { AppTitle } from './components/layout/AppTitle'
import { LiveUpdates } from './components/layout/LiveUpdates'
import { isRtl, useI18nProvider, useI18nState } from './i18n'
import { accessControlProvider } from './providers/access-control'
import { authProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { PageSpinner } from './shared/PageSpinner'
import { usePrefersReducedMotion } from './shared/use-reduced-motion'
/*
 * Each resource keeps its <Route> elements in pages/<resource>/routes.tsx, next to its pages
 * (list, show, edit, create .tsx), which it imports lazily: the sign-in page only pays for refine,
 * antd and the frame. A resource being built exports an empty list until its pages exist, so
 * whoever builds it changes only that file and adds the pages; the resources below already name
 * every route, so the menu and refine's navigation know them.
 */
import { routes as analyticsRoutes } from './pages/analytics/routes'
import { routes as blogPostsRoutes } from './pages/blog-posts/routes'
import { routes as commentsRoutes } from './pages/comments/routes'
import { routes as dashboardRoutes } from './pages/dashboard/routes'
import { routes as helpArticlesRoutes } from './pages/help-articles/routes'
import { routes as inboxRoutes } from './pages/inbox/routes'
import { routes as jobsRoutes } from './pages/jobs/routes'
import { routes as invoicesRoutes } from './pages/invoices/routes'
import { routes as notificationsRoutes } from './pages/notifications/routes'
import { routes as ordersRoutes } from './pages/orders/routes'
import { routes as packagesRoutes } from './pages/packages/routes'
import { routes as reportsRoutes } from './pages/reports/routes'
import { routes as purchaseRequestsRoutes } from './pages/purchase-requests/routes'
import { routes as returnsRoutes } from './pages/returns/routes'
import { routes as unidentifiedPackagesRoutes } from './pages/unidentified-packages/routes'
import { routes as shipmentsRoutes } from './pages/shipments/routes'
import { routes as usersRoutes } from './pages/users/routes'
import { routes as walletTransactionsRoutes } from './pages/wallet-transactions/routes'

// Contrast for small text (4.5:1): refine's blue (#1677ff) gives links and white button text
// 4.1:1, antd's red 3.3:1 and its grey labels and descriptions (45% black) 4.4:1; the next shades
// read well on white and on grey table rows.
const THEME = {
  ...RefineThemes.Blue,
  token: {
    ...RefineThemes.Blue.token,
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // A disabled field still shows a value staff read (a post's language, fixed once written).
    colorTextDisabled: 'rgba(0, 0, 0, 0.6)',
    /*
     * Coloured tags write in their palette's 7th shade on its 1st: gold gives 2.8:1, green,
     * orange and cyan 3.4:1. The lightest shade of each that reaches 4.5:1 on its own background.
     */
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
  },
}

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
// `${name}.${name}` message id (locales/*/admin.json), so the list can stay static. The order is
// the menu's: the warehouse first, where most of the staff's day goes.
const RESOURCES: ResourceProps[] = [
  { name: 'dashboard', list: '/', meta: { icon: <DashboardOutlined /> } },
  {
    name: 'packages',
    list: '/packages',
    show: '/packages/:id',
    edit: '/packages/:id/edit',
    create: '/packages/create',
    meta: { icon: <InboxOutlined /> },
  },
  {
    name: 'unidentified-packages',
    list: '/unidentified-packages',
    show: '/unidentified-packages/:id',
    meta: { icon: <FileSearchOutlined /> },
  },
  {
    name: 'shipments',
    list: '/shipments',
    show: '/shipments/:id',
    meta: { icon: <RocketOutlined /> },
  },
  { name: 'orders', list: '/orders', show: '/orders/:id', meta: { icon: <ShoppingOutlined /> } },
  {
    name: 'purchase-requests',
    list: '/purchase-requests',
    show: '/purchase-requests/:id',
    meta: { icon: <ShoppingCartOutlined /> },
  },
  { name: 'returns', list: '/returns', show: '/returns/:id', meta: { icon: <RollbackOutlined /> } },
  {
    name: 'users',
    list: '/users',
    show: '/users/:id',
    edit: '/users/:id/edit',
    meta: { icon: <TeamOutlined /> },
  },
  {
    name: 'invoices',
    list: '/invoices',
    show: '/invoices/:id',
    meta: { icon: <AuditOutlined /> },
  },
  {
    name: 'wallet-transactions',
    list: '/wallet-transactions',
    show: '/wallet-transactions/:id',
    meta: { icon: <WalletOutlined /> },
  },
  {
    name: 'notifications',
    list: '/notifications',
    create: '/notifications/create',
    meta: { icon: <BellOutlined /> },
  },
  { name: 'inbox', list: '/inbox', meta: { icon: <MailOutlined /> } },
  {
    name: 'blog-posts',
    list: '/blog-posts',
    create: '/blog-posts/create',
    edit: '/blog-posts/:id/edit',
    meta: { icon: <ReadOutlined /> },
  },
  {
    name: 'help-articles',
    list: '/help-articles',
    create: '/help-articles/create',
    edit: '/help-articles/:id/edit',
    meta: { icon: <QuestionCircleOutlined /> },
  },
  { name: 'comments', list: '/comments', meta: { icon: <CommentOutlined /> } },
  { name: 'reports', list: '/reports', meta: { icon: <LineChartOutlined /> } },
  { name: 'analytics', list: '/analytics', meta: { icon: <BarChartOutlined /> } },
  { name: 'jobs', list: '/jobs', meta: { icon: <WarningOutlined /> } },
]

export function App() {
  const { locale, antdLocale } = useI18nState()
  const i18nProvider = useI18nProvider()
  // Dialogs, menus and messages appear at once for people who asked their system for less motion.
  const reducedMotion = usePrefersReducedMotion()
  const theme = useMemo(
    () => (reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME),
    [reducedMotion]
  )

  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider theme={theme} direction={isRtl(locale) ? 'rtl' : 'ltr'} locale={antdLocale}>
        {/* At the bottom: at the top they would cover the page's action buttons. */}
        <AntdApp notification={{ placement: 'bottomRight' }}>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
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
                    <ThemedLayout Header={AdminHeader} Sider={AdminSider} Title={AppTitle}>
                      <LiveUpdates />
                      <Suspense fallback={<PageSpinner />}>
                        <Outlet />
                      </Suspense>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                {dashboardRoutes}
                {packagesRoutes}
                {unidentifiedPackagesRoutes}
                {shipmentsRoutes}
                {ordersRoutes}
                {purchaseRequestsRoutes}
                {returnsRoutes}
                {usersRoutes}
                {invoicesRoutes}
                {walletTransactionsRoutes}
                {notificationsRoutes}
                {inboxRoutes}
                {blogPostsRoutes}
                {helpArticlesRoutes}
                {commentsRoutes}
                {reportsRoutes}
                {analyticsRoutes}
                {jobsRoutes}
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
