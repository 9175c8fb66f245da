import { ShipmentPriceAdjustmentSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

export const PRICE_ADJUSTMENT_CAUSES = ['packing', 'duties'] as const
export type PriceAdjustmentCause = (typeof PRICE_ADJUSTMENT_CAUSES)[number]

/** A shipment's final cost against its locked price: see api/services/parcels/locked_price.ts. */
export default class ShipmentPriceAdjustment extends ShipmentPriceAdjustmentSchema {
  @column() declare cause: PriceAdjustmentCause
}
