import { WalletTransactionSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Wallet from '#models/wallet'
import { isoOf } from '#models/columns'

export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'payment', 'refund'] as const
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number]
/**
 * A withdrawal is 'pending' until staff pay it out ('completed') or reject it ('rejected': a refund
 * entry gives its amount back). Every other entry is 'completed' when written.
 */
export type WalletTransactionStatus = 'pending' | 'completed' | 'rejected'

/** One ledger entry. Append-only: see api/services/money/ledger.ts. */
export default class WalletTransaction extends WalletTransactionSchema {
  @column()
  declare type: WalletTransactionType

  @column()
  declare status: WalletTransactionStatus

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @belongsTo(() => Payment)
  declare payment: BelongsTo<typeof Payment>

  @belongsTo(() => Wallet)
  declare wallet: BelongsTo<typeof Wallet>

  toJSONForCustomer() {
    return {
      id: this.id,
      type: this.type,
      status: this.status,
      amountCents: this.amountCents,
      balanceAfterCents: this.balanceAfterCents,
      invoiceNumber: this.$preloaded.invoice ? this.invoice.number : null,
      card: this.payment?.cardLast4
        ? { brand: this.payment.cardBrand, last4: this.payment.cardLast4 }
        : null,
      reason: this.reason,
      createdAt: isoOf(this.createdAt.toUTC()),
    }
  }

  /** The back office's view (wallet and its owner preloaded): whose money, and who moved it. */
  toJSONForStaff() {
    const owner = this.wallet.user
    return {
      ...this.toJSONForCustomer(),
      customer: {
        id: owner.id,
        suite: owner.customerId,
        name: `${owner.firstName} ${owner.lastName}`,
        email: owner.email,
      },
      createdById: this.createdById,
    }
  }
}
