import type { StatusLook } from '../../shared/StatusTag'

/** A ledger entry as `GET /api/admin/wallet-transactions` and `/:id` return it. */
export interface LedgerRecord {
  id: number
  type: 'deposit' | 'withdrawal' | 'payment' | 'refund'
  status: 'pending' | 'completed' | 'rejected'
  amountCents: number
  balanceAfterCents: number
  invoiceNumber: string | null
  reason: string | null
  createdAt: string
  customer: { id: number; suite: string | null; name: string; email: string }
  createdById: number | null
}

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
