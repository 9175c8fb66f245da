/** The customer's returns (GET/POST /api/returns): asked inside 15 days of delivery, then followed. */
import { REQUEST_WINDOW_DAYS } from '../../../api/domain/returns'
import { listUrl } from './list'
import type { ApiBody, ApiResponse } from './registry'

export type ReturnRequest = ApiResponse<'returns.show'>
export type ReturnStatus = ReturnRequest['status']

/** The status filter's choices, in the order a return goes through them. */
export { RETURN_STATUSES } from '../../../api/domain/returns'

/** Days after delivery in which a return may be asked for. */
export const RETURN_WINDOW_DAYS = REQUEST_WINDOW_DAYS

export type NewReturnRequest = ApiBody<'returns.store'>

export const RETURNS_URL = '/api/returns'

/** Every return of a customer fits one page: one per delivered shipment, asked within days. */
export const returnsListUrl = () =>
  listUrl(RETURNS_URL, { page: 1, pageSize: 100, sort: { field: 'createdAt', order: 'desc' } })

/** When the window to ask closes for a shipment delivered at `deliveredAt`. */
export function returnWindowClosesAt(deliveredAt: string): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000)
}
