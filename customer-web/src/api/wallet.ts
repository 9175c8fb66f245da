import type { CardInput, CardSummary } from './invoices'
import { listUrl } from './list'

/** The customer's wallet as the API sends it (integer cents). */
export interface Wallet {
  balanceCents: number
  currency: 'USD'
  topUp: { minCents: number; maxCents: number }
}

export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'payment', 'refund'] as const
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number]
export type WalletTransactionStatus = 'pending' | 'completed' | 'rejected'

export interface WalletTransaction {
  id: number
  type: WalletTransactionType
  status: WalletTransactionStatus
  /** Signed: money in is positive, money out negative. */
  amountCents: number
  balanceAfterCents: number
  invoiceNumber: string | null
  card: CardSummary | null
  reason: string | null
  createdAt: string
}

export interface TopUpBody {
  amountCents: number
  card: CardInput
}

export interface WithdrawalBody {
  amountCents: number
}

export interface WalletMoveResult {
  balanceCents: number
  transaction: WalletTransaction
}

export const WALLET_PATH = '/api/wallet'
export const WALLET_TRANSACTIONS_PATH = '/api/wallet/transactions'
export const TOP_UPS_PATH = '/api/wallet/top-ups'
export const WITHDRAWALS_PATH = '/api/wallet/withdrawals'

export function walletTransactionsUrl(
  page: number,
  pageSize: number,
  type: WalletTransactionType | ''
) {
  return listUrl(WALLET_TRANSACTIONS_PATH, {
    page,
    pageSize,
    filters: { type },
    sort: { field: 'createdAt', order: 'desc' },
  })
}
