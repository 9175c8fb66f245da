/** Purchase assistance requests as the API sends them (GET/POST /api/purchase-requests). */
import { listUrl } from './list'
import type { ApiBody, ApiResponse } from './registry'

/** Items, invoice and order number come when the API loaded them (the list and the detail do). */
export type PurchaseRequest = ApiResponse<'purchase_requests.index'>[number]
export type PurchaseRequestStatus = PurchaseRequest['status']
export type PurchaseRequestItem = NonNullable<PurchaseRequest['items']>[number]
export type PurchaseQuote = NonNullable<PurchaseRequest['quote']>

export { PURCHASE_REQUEST_STATUSES } from '#domain/orders'

export type NewPurchaseRequest = ApiBody<'purchase_requests.store'>

/** Accepting the quote answers with the request and the number of the invoice it raised. */
export type AcceptedPurchaseRequest = ApiResponse<'purchase_requests.accept'>

export const PURCHASE_REQUESTS_URL = '/api/purchase-requests'

export const purchaseRequestsListUrl = (page: number, pageSize: number) =>
  listUrl(PURCHASE_REQUESTS_URL, { page, pageSize, sort: { field: 'createdAt', order: 'desc' } })

export const purchaseRequestUrl = (id: number) => `${PURCHASE_REQUESTS_URL}/${id}`
export const acceptQuoteUrl = (id: number) => `${purchaseRequestUrl(id)}/accept`
