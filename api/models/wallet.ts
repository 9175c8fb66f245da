import { WalletSchema } from '#database/schema'
import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import WalletTransaction from '#models/wallet_transaction'
import User from '#models/user'

/** A customer's wallet: its balance is the sum of its ledger, kept by api/services/money/ledger.ts only. */
export default class Wallet extends WalletSchema {
  @hasMany(() => WalletTransaction)
  declare transactions: HasMany<typeof WalletTransaction>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
