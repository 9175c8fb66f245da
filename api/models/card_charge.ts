import { CardChargeSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

export type CardChargeStatus = 'pending' | 'recorded' | 'failed' | 'refunding' | 'refunded'
export type CardChargePurpose = 'top_up' | 'invoice'

/** A card charge's intent, stored before the card is charged: see api/services/money/card_charges.ts. */
export default class CardCharge extends CardChargeSchema {
  @column() declare status: CardChargeStatus
  @column() declare purpose: CardChargePurpose
}
