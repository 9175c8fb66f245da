/**
 * Duties and taxes paid up front (DDP). Where the destination's rules are known (not an
 * estimate) and the goods are declared, the customer may pay the destination's customs duty and
 * import tax with the shipment's invoice, plus our fee for paying them, and nothing is due at the
 * door; otherwise the receiver pays them on delivery (DAP). The carrier bills us the real figures
 * after clearance: staff record that bill, what the customer paid over it goes back to their
 * wallet, and what it was short the business absorbs (api/services/parcels/locked_price.ts).
 */
import ddpJson from '../../config/shipping/duties_paid_up_front.json' with { type: 'json' }
import { inTransaction } from '#services/platform/transactions'
import { DomainError } from '#exceptions/domain_error'
import { PAID_SHIPMENT_STATUSES } from '#domain/parcels'
import {
  assessGoods,
  landedCost,
  type Assessment,
  type DeclaredGoods,
} from '#services/parcels/landed_cost'
import { settleAgainstInvoice } from '#services/parcels/locked_price'
import { findShipmentForStaff } from '#services/parcels/shipping_out'
import { updateBackOffice, updateCustomerApps } from '#services/platform/live_updates'

if (!Number.isInteger(ddpJson.feeCents) || ddpJson.feeCents < 0) {
  throw new Error('Invalid api/config/shipping/duties_paid_up_front.json: feeCents')
}

/** Our fee for paying a shipment's duties and taxes on the customer's behalf, in US cents. */
export const DDP_FEE_CENTS: number = ddpJson.feeCents

/** Why duties cannot be paid up front: nothing is due, the rules are not known, or no goods. */
export type NoDutiesUpFront = 'domestic' | 'estimate' | 'undeclared'

/**
 * The declared goods as the destination assesses them today, when their duties can be paid up
 * front; else why not.
 */
export function assessForDutiesUpFront(
  country: string,
  goods: readonly DeclaredGoods[]
): { assessment: Assessment; unavailableBecause: null } | { unavailableBecause: NoDutiesUpFront } {
  if (goods.length === 0) return { unavailableBecause: 'undeclared' }
  const assessment = assessGoods(country, goods)
  if (!assessment.rule) return { unavailableBecause: 'estimate' }
  if (assessment.rule.domestic) return { unavailableBecause: 'domestic' }
  return { assessment, unavailableBecause: null }
}

/** The invoice's duty, import tax and fee lines for goods sent at `shippingCents`. */
export function dutiesUpFront(assessment: Assessment, shippingCents: number) {
  const cost = landedCost(assessment, shippingCents)
  return {
    dutiesCents: cost.dutiesCents!,
    taxesCents: cost.taxesCents!,
    feeCents: DDP_FEE_CENTS,
  }
}

/**
 * Staff record what the carrier billed for a DDP shipment's duties and taxes, once: settled
 * against what its invoice charged for them. The same figure again answers the same record; a
 * different one is refused, since the wallet may already have been credited.
 */
export async function recordDutiesBill(number: string, billedCents: number) {
  return inTransaction(async (trx) => {
    const shipment = await findShipmentForStaff(number, trx)
    if (shipment.incoterm !== 'DDP') {
      throw new DomainError(409, 'parcels.dutiesNotPaidUpFront', { number: shipment.number })
    }
    if (!PAID_SHIPMENT_STATUSES.includes(shipment.status)) {
      throw new DomainError(409, 'parcels.dutiesBillBeforePayment', { number: shipment.number })
    }
    const adjustment = await settleAgainstInvoice(
      shipment,
      'duties',
      { invoicedCents: shipment.dutiesCents! + shipment.taxesCents!, actualCents: billedCents },
      trx
    )
    if (adjustment.actualCents !== billedCents) {
      throw new DomainError(409, 'parcels.dutiesBillRecorded', {
        number: shipment.number,
        billed: adjustment.actualCents / 100,
      })
    }
    updateCustomerApps(shipment.userId, ['shipments'], trx)
    updateBackOffice(['shipments'], trx)
    return shipment
  })
}
