import { listUrl } from './list'
import type { ApiBody, ApiResponse } from './registry'

/** The customer's wallet as the API sends it (integer cents). */
export type Wallet = ApiResponse<'wallet.show'>

export type WalletTransaction = ApiResponse<'wallet.transactions'>[number]
export type WalletTransactionType = WalletTransaction['type']
export type WalletTransactionStatus = WalletTransaction['status']

/** The ledger's type filter choices. */
export const WALLET_TRANSACTION_TYPES: readonly WalletTransactionType[] = [
  'deposit',
  'withdrawal',
  'payment',
  'refund',
]

export type TopUpBody = ApiBody<'wallet.top_up'>
export type WithdrawalBody = ApiBody<'wallet.withdraw'>

/** A top-up and a withdrawal request answer alike: the new balance and the ledger entry written. */
export type WalletMoveResult = ApiResponse<'wallet.top_up'>

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
