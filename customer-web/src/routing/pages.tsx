import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteId } from './routeTable'

/**
 * Which component shows each route, loaded lazily so each page is its own chunk. Kept apart from the route
 * table so that table stays free of React for the server.
 */

const ServicePage = lazy(() => import('../features/services/ServicePage'))
const AccountPlaceholderPage = lazy(() => import('../features/account/AccountPlaceholderPage'))
const HelpArticlePage = lazy(() => import('../features/help/HelpArticlePage'))
const HelpCategoryPage = lazy(() => import('../features/help/HelpCategoryPage'))
const BlogPostPage = lazy(() => import('../features/blog/BlogPostPage'))
const BlogCategoryPage = lazy(() => import('../features/blog/BlogCategoryPage'))

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
  const Simple = SIMPLE_PAGES[routeId]
  if (Simple) return <Simple />
  // Every signed-in page is reserved for part 2 and shows a translated "coming soon" page until then.
  return <AccountPlaceholderPage routeId={routeId} />
}
