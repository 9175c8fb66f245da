/**
 * Which list each list route answers, by route name. Its controller reads the request's page,
 * sort and filters with this definition (`listOfRoute`), and the published OpenAPI document
 * declares the route's query parameters from it: one definition, read the same way by both.
 * A back-office list's `.csv` twin answers the same list as a file.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { ListDefinition } from '#domain/lists'
import type { RouteName } from '#services/platform/route_summaries'
import { INBOX_LIST } from '#services/content/staff_inbox'
import {
  COMMENT_LIST,
  PUBLIC_POST_LIST,
  STAFF_ARTICLE_LIST,
  STAFF_POST_LIST,
} from '#services/content/content'
import { INVOICE_LIST, STAFF_INVOICE_LIST } from '#services/money/invoicing'
import { STAFF_TRANSACTION_LIST, TRANSACTION_LIST } from '#services/money/ledger'
import { ORDER_LIST } from '#services/orders/orders'
import { PURCHASE_REQUEST_LIST } from '#services/orders/purchase_assistance'
import { CLAIM_LIST, OWN_CLAIM_LIST, UNIDENTIFIED_LIST } from '#services/parcels/claims'
import { OWN_SHIPMENT_LIST, SHIPMENT_LIST } from '#services/parcels/shipments'
import { OWN_PACKAGE_LIST, PACKAGE_LIST } from '#services/parcels/receiving'
import { RETURN_LIST } from '#services/returns/returns'
import { USER_LIST } from '#services/accounts/admin_users'
import { BROADCAST_LIST, NOTIFICATION_LIST } from '#services/platform/notify'
import { FAILED_JOB_LIST } from '#services/platform/failed_jobs'

export const ROUTE_LISTS: Partial<Record<RouteName, ListDefinition>> = {
  'packages.index': OWN_PACKAGE_LIST,
  'package_claims.index': OWN_CLAIM_LIST,
  'shipments.index': OWN_SHIPMENT_LIST,
  'invoices.index': INVOICE_LIST,
  'wallet.transactions': TRANSACTION_LIST,
  'notifications.index': NOTIFICATION_LIST,
  'orders.index': ORDER_LIST,
  'purchase_requests.index': PURCHASE_REQUEST_LIST,
  'returns.index': RETURN_LIST,
  'blog.index': PUBLIC_POST_LIST,

  'admin_packages.index': PACKAGE_LIST,
  'admin_packages.csv': PACKAGE_LIST,
  'admin_unidentified_packages.index': UNIDENTIFIED_LIST,
  'admin_package_claims.index': CLAIM_LIST,
  'admin_shipments.index': SHIPMENT_LIST,
  'admin_shipments.csv': SHIPMENT_LIST,
  'admin_invoices.index': STAFF_INVOICE_LIST,
  'admin_invoices.csv': STAFF_INVOICE_LIST,
  'admin_wallet_transactions.index': STAFF_TRANSACTION_LIST,
  'admin_wallet_transactions.csv': STAFF_TRANSACTION_LIST,
  'admin_notifications.index': BROADCAST_LIST,
  'admin_notifications.csv': BROADCAST_LIST,
  'admin_inbox.index': INBOX_LIST,
  'admin_inbox.csv': INBOX_LIST,
  'admin_content.help_articles': STAFF_ARTICLE_LIST,
  'admin_help_articles.csv': STAFF_ARTICLE_LIST,
  'admin_content.blog_posts': STAFF_POST_LIST,
  'admin_blog_posts.csv': STAFF_POST_LIST,
  'admin_content.comments': COMMENT_LIST,
  'admin_comments.csv': COMMENT_LIST,
  'admin_orders.index': ORDER_LIST,
  'admin_orders.csv': ORDER_LIST,
  'admin_purchase_requests.index': PURCHASE_REQUEST_LIST,
  'admin_purchase_requests.csv': PURCHASE_REQUEST_LIST,
  'admin_returns.index': RETURN_LIST,
  'admin_returns.csv': RETURN_LIST,
  'admin_users.index': USER_LIST,
  'admin_users.csv': USER_LIST,
  'admin_jobs.failed': FAILED_JOB_LIST,
}

/**
 * Lists without pages that say their total in `x-total-count` like every other list: those sent
 * whole (`wholeList`, the work queues), and the HS code search (its first matches of all found).
 * They take no list parameters.
 */
export const UNPAGED_LIST_ROUTES: readonly RouteName[] = [
  'countries.index',
  'hs_codes.index',
  'addresses.index',
  'help.categories',
  'help.index',
  'blog.categories',
  'admin_users.role_changes',
  'admin_work_queue.show',
]

/** The list the route being answered serves; a route with none is a fault of the code. */
export function listOfRoute(route: HttpContext['route']): ListDefinition {
  const list = route?.name ? ROUTE_LISTS[route.name as RouteName] : undefined
  if (!list) throw new Error(`The route ${route?.name ?? route?.pattern} answers no list`)
  return list
}
