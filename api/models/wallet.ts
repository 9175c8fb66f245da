import { WalletSchema } from '#database/schema'
import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import WalletTransaction from '#models/wallet_transaction'

/** A customer's wallet: its balance is the sum of its ledger, kept by api/services/ledger.ts only. */
export default class Wallet extends WalletSchema {
  @hasMany(() => WalletTransaction)
  declare transactions: HasMany<typeof WalletTransaction>
}
