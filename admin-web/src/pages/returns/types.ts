import { RETURN_STATUSES, type ReturnStatus } from '#domain/returns'
import type { ApiResponse } from '../../shared/registry'
import type { StatusLook } from '../../shared/StatusTag'

export {
  RETURN_STATUSES,
  REFUND_PERCENT,
  RESTOCKING_FEE_PERCENT,
  refundOf,
  type ReturnStatus,
} from '#domain/returns'

export const RETURN_STATUS_COLORS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'orange',
  approved: 'blue',
  rejected: 'red',
  shipped_back: 'purple',
  inspected: 'cyan',
  refunded: 'green',
}

export const RETURN_LOOK: StatusLook = {
  namespace: 'returns.statuses',
  statuses: RETURN_STATUSES,
  colors: RETURN_STATUS_COLORS,
}

/**
 * A row of `GET /api/admin/returns`, and the record of `GET /api/admin/returns/:id`: of an order
 * bought for the customer, or, asked for before returns were of orders, of a shipment.
 */
export type ReturnRow = ApiResponse<'admin_returns.show'>
