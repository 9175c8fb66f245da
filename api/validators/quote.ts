import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import { carrierLimits } from '#domain/carrier_limits'
import { GOODS_CATEGORIES, SERVICE_IDS } from '#domain/parcels'
import { countryCode } from '#validators/rules/country_code'
import { calendarDay } from '#validators/rules/calendar_day'

/*
 * Only the weight cap doubles a carrier limit here (a scale weight over it is never worth
 * quoting); sides and length + girth are the rate engine's to judge, which answers with the
 * limit it broke. The dimension cap only keeps typos from reaching the arithmetic.
 */
const inches = () => jsonNumber().positive().max(1000)

/**
 * What is inside, for the landed cost: both optional, a value without a category counts as
 * "other". $100,000 caps typos, as on a declaration line.
 */
export const declaredGoodsFields = () => ({
  declaredValueCents: jsonNumber().withoutDecimals().min(0).max(10_000_000).optional(),
  category: vine.enum(GOODS_CATEGORIES).optional(),
})

export const quoteValidator = vine.create({
  weightLb: jsonNumber().positive().max(carrierLimits.maxWeightLb),
  lengthIn: inches(),
  widthIn: inches(),
  heightIn: inches(),
  country: vine.string().trim().toUpperCase().fixedLength(2).use(countryCode()),
  postalCode: vine.string().trim().minLength(1).maxLength(12),
  service: vine.enum(SERVICE_IDS).optional(),
  ...declaredGoodsFields(),
  /** The day whose duty and tax rules apply; today when absent. */
  rulesOn: vine.string().trim().use(calendarDay()).optional(),
})
