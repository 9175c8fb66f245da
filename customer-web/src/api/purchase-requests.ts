/** Purchase assistance requests as the API sends them (GET/POST /api/purchase-requests). */
import { listUrl } from './list'

export const PURCHASE_REQUEST_STATUSES = [
  'submitted',
  'quoted',
  'accepted',
  'paid',
  'purchased',
  'not_purchased',
] as const
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number]

export interface PurchaseRequestItem {
  id: number
  url: string
  name: string
  options: string | null
  quantity: number
  unitPriceCents: number
  bought: boolean | null
}

export interface PurchaseQuote {
  itemsCents: number
  feeCents: number
  salesTaxCents: number
  domesticShippingCents: number
  totalCents: number
}

export interface PurchaseRequest {
  id: number
  status: PurchaseRequestStatus
  /** Null until staff set it when quoting, if the customer did not know it. */
  storeState: string | null
  notes: string | null
  quote: PurchaseQuote | null
  itemsCents: number
  refundedCents: number
  createdAt: string
  quotedAt: string | null
  acceptedAt: string | null
  paidAt: string | null
  purchasedAt: string | null
  items?: PurchaseRequestItem[]
  invoice?: { number: string; status: string; totalCents: number } | null
  orderNumber?: string | null
}

export interface NewPurchaseRequest {
  items: {
    url: string
    name: string
    options?: string
    quantity: number
    unitPriceCents: number
  }[]
  notes?: string
  storeState?: string
}

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
