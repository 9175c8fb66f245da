/**
 * The carrier's per-package limits, from the rate card. Kept out of parcels.ts, whose lists the
 * front ends bundle, because the rate card holds our carrier costs.
 */
import rateCardJson from '../config/shipping/rates.json' with { type: 'json' }

export type CarrierLimits = {
  maxWeightLb: number
  maxLengthIn: number
  maxLengthPlusGirthIn: number
}

export const carrierLimits: Readonly<CarrierLimits> = Object.freeze({ ...rateCardJson.limits })
