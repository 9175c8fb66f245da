import type { ApiResponse } from '../../shared/registry'
import type { StatusLook } from '../../shared/StatusTag'

/** A ledger entry as `GET /api/admin/wallet-transactions` and `/:id` return it. */
export type LedgerRecord = ApiResponse<'admin_wallet_transactions.show'>

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'payment', 'refund'] as const
export const TRANSACTION_STATUSES = ['pending', 'completed', 'rejected'] as const

export const TRANSACTION_STATUS_COLORS: Record<string, string> = {
  pending: 'orange',
  completed: 'green',
  rejected: 'red',
}

export const TRANSACTION_LOOK: StatusLook = {
  namespace: 'money.transactionStatus',
  statuses: TRANSACTION_STATUSES,
  colors: TRANSACTION_STATUS_COLORS,
}
