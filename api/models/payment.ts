import { PaymentSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

export type PaymentMethod = 'wallet' | 'card'
export type PaymentPurpose = 'invoice' | 'top_up'

/** Money received: an invoice paid (by wallet or card) or a wallet top-up by card. Card: brand + last 4 only. */
export default class Payment extends PaymentSchema {
  // The naming strategy would look for 'card_last_4'.
  @column({ columnName: 'card_last4' })
  declare cardLast4: string | null

  @column()
  declare method: PaymentMethod

  @column()
  declare purpose: PaymentPurpose
}
