import { WalletTransactionSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Wallet from '#models/wallet'

export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'payment', 'refund'] as const
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number]
/**
 * A withdrawal is 'pending' until staff pay it out ('completed') or reject it ('rejected': a refund
 * entry gives its amount back). Every other entry is 'completed' when written.
 */
export type WalletTransactionStatus = 'pending' | 'completed' | 'rejected'

/** One ledger entry. Append-only: see api/services/money/ledger.ts. */
export default class WalletTransaction extends WalletTransactionSchema {
  @column() declare type: WalletTransactionType
  @column() declare status: WalletTransactionStatus
  @belongsTo(() => Invoice) declare invoice: BelongsTo<typeof Invoice>
  @belongsTo(() => Payment) declare payment: BelongsTo<typeof Payment>
  @belongsTo(() => Wallet) declare wallet: BelongsTo<typeof Wallet>
}
