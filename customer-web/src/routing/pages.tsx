import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteId } from './routeTable'

/**
 * Which component shows each route, loaded lazily so each page is its own chunk. Kept apart from the route
 * table so that table stays free of React for the server.
 */

const ServicePage = lazy(() => import('../features/services/ServicePage'))
const HelpArticlePage = lazy(() => import('../features/help/HelpArticlePage'))
const HelpCategoryPage = lazy(() => import('../features/help/HelpCategoryPage'))
const BlogPostPage = lazy(() => import('../features/blog/BlogPostPage'))
const BlogCategoryPage = lazy(() => import('../features/blog/BlogCategoryPage'))
const PackageDetailPage = lazy(() => import('../features/packages/PackageDetailPage'))
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage'))
const PackagePaymentPage = lazy(() => import('../features/payments/PackagePaymentPage'))
const InvoicesPage = lazy(() => import('../features/payments/InvoicesPage'))

export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'))
export const SignInPage = lazy(() => import('../features/auth/SignInPage'))

const SIMPLE_PAGES: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/landing/LandingPage')),
  about: lazy(() => import('../features/about/AboutPage')),
  contact: lazy(() => import('../features/contact/ContactPage')),
  calculator: lazy(() => import('../features/calculator/CalculatorPage')),
  privacyPolicy: lazy(() => import('../features/legal/PrivacyPolicyPage')),
  termsConditions: lazy(() => import('../features/legal/TermsPage')),
  prohibitedItems: lazy(() => import('../features/legal/ProhibitedItemsPage')),
  returnsPolicy: lazy(() => import('../features/legal/ReturnsPolicyPage')),
  amwayIbos: lazy(() => import('../features/amway/AmwayIbosPage')),
  downloadLogos: lazy(() => import('../features/logos/DownloadLogosPage')),
  helpCenter: lazy(() => import('../features/help/HelpCenterPage')),
  blog: lazy(() => import('../features/blog/BlogPage')),
  signIn: SignInPage,
  signUp: lazy(() => import('../features/auth/SignUpPage')),
  forgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  dashboard: lazy(() => import('../features/dashboard/DashboardPage')),
  notifications: lazy(() => import('../features/notifications/NotificationsPage')),
  settings: lazy(() => import('../features/settings/SettingsPage')),
  packages: lazy(() => import('../features/packages/PackagesPage')),
  packageClaims: lazy(() => import('../features/package-claims/PackageClaimsPage')),
  internationalShippingRequest: lazy(() => import('../features/ship-request/ShipRequestPage')),
  orders: lazy(() => import('../features/orders/OrdersPage')),
  tracking: lazy(() => import('../features/tracking/TrackingPage')),
  testTracking: lazy(() => import('../features/tracking/TestTrackingPage')),
  shippingInvoice: lazy(() => import('../features/payments/ShippingInvoicesPage')),
  wallet: lazy(() => import('../features/wallet/WalletPage')),
}

const SERVICE_ROUTES = [
  'packageForwarding',
  'internationalShipping',
  'storage',
  'consolidation',
  'purchaseAssistance',
] as const
type ServiceId = (typeof SERVICE_ROUTES)[number]

function isService(routeId: RouteId): routeId is ServiceId {
  return (SERVICE_ROUTES as readonly string[]).includes(routeId)
}

/** The element for a matched route; params arrive as props (and through useParams, see AppRoutes). */
export function PageFor({ routeId, params }: { routeId: RouteId; params: Record<string, string> }) {
  if (isService(routeId)) return <ServicePage service={routeId} />
  if (routeId === 'helpArticle') return <HelpArticlePage slug={params.slug} />
  if (routeId === 'helpCategory') return <HelpCategoryPage slug={params.slug} />
  if (routeId === 'blogPost') return <BlogPostPage slug={params.slug} />
  if (routeId === 'blogCategory') return <BlogCategoryPage slug={params.slug} />
  if (routeId === 'packageDetail') return <PackageDetailPage number={params.number} />
  if (routeId === 'orderDetail') return <OrderDetailPage number={params.number} />
  if (routeId === 'packagePayment')
    return <PackagePaymentPage invoiceNumber={params.invoiceNumber} />
  if (routeId === 'checkout' || routeId === 'payment') return <InvoicesPage view={routeId} />
  const Simple = SIMPLE_PAGES[routeId]
  if (Simple) return <Simple />
  // The staff-only paths (ux-analytics and the like) have no page of their own: AppRoutes sends staff to the
  // back office, and anyone else who gets here sees the not-found page.
  return <NotFoundPage />
}
