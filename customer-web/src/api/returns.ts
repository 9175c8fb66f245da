/**
 * The customer's returns (GET/POST /api/returns): of a delivered order we bought for them, asked
 * inside 15 days of its delivery, then followed to the refund of 70% of the order's invoice.
 */
import { listUrl } from './list'
import type { ApiBody, ApiResponse } from './registry'

export type ReturnRequest = ApiResponse<'returns.show'>
export type ReturnStatus = ReturnRequest['status']
/** Before asking: what a return of an order would give back and until when, or why it cannot. */
export type ReturnTerms = ApiResponse<'returns.terms'>

/** The return rules, from the API's domain: statuses in the order a return goes through them, windows, shares. */
export {
  RETURN_STATUSES,
  REFUND_PERCENT,
  RESTOCKING_FEE_PERCENT,
  REQUEST_WINDOW_DAYS,
  SHIP_BACK_WINDOW_DAYS,
  refundOf,
} from '#domain/returns'

export type NewReturnRequest = ApiBody<'returns.store'>

export const RETURNS_URL = '/api/returns'

export const returnTermsUrl = (orderNumber: string) =>
  `/api/orders/${encodeURIComponent(orderNumber)}/return-terms`

/** Every return of a customer fits one page: one per delivered order, asked within days. */
export const returnsListUrl = () =>
  listUrl(RETURNS_URL, { page: 1, pageSize: 100, sort: { field: 'createdAt', order: 'desc' } })
