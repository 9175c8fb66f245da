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

/** Our fee on the items: 8% of their cost, at least $5 (the quote's figures come from the API). */
export const PURCHASE_FEE_PERCENT = 8
export const PURCHASE_FEE_MINIMUM_CENTS = 500

/** The US states (and DC) a store can charge sales tax in, as the API accepts them. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const
