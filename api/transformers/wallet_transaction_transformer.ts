import { BaseTransformer } from '@adonisjs/core/transformers'
import type WalletTransaction from '#models/wallet_transaction'
import { isoOf } from '#models/columns'
import { cardOf, customerReference } from '#transformers/shared'

/** One wallet ledger entry. */
export default class WalletTransactionTransformer extends BaseTransformer<WalletTransaction> {
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      type: entry.type,
      status: entry.status,
      amountCents: entry.amountCents,
      balanceAfterCents: entry.balanceAfterCents,
      invoiceNumber: entry.$preloaded.invoice ? entry.invoice.number : null,
      card: cardOf(entry.payment),
      reason: entry.reason,
      createdAt: isoOf(entry.createdAt.toUTC()),
    }
  }

  /** The back office's view (wallet and its owner preloaded): whose money, and who moved it. */
  forStaff() {
    const entry = this.resource
    const owner = entry.wallet.user
    return {
      ...this.toObject(),
      customer: { ...customerReference(owner), email: owner.email },
      createdById: entry.createdById,
    }
  }
}
