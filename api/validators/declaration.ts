import vine from '@vinejs/vine'
import { countryCode } from '#validators/rules/country_code'
import { hsCode, latinText } from '#validators/rules/customs'
import { GOODS_CATEGORIES } from '#domain/parcels'

export const declarationValidator = vine.create({
  lines: vine
    .array(
      vine.object({
        // In English for customs, whatever the customer's language: officers and carriers read it.
        description: vine.string().trim().minLength(2).maxLength(200).use(latinText()),
        quantity: vine.number().withoutDecimals().min(1).max(10_000),
        // Cents, per unit; $100,000 caps typos (one extra zero), not real declarations.
        unitValueCents: vine.number().withoutDecimals().min(0).max(10_000_000),
        // The Harmonized System 2022 subheading, 6 digits, chosen from GET /api/hs-codes.
        hsCode: vine.string().trim().use(hsCode()),
        originCountry: vine.string().trim().toUpperCase().fixedLength(2).use(countryCode()),
        category: vine.enum(GOODS_CATEGORIES).optional(),
      })
    )
    .minLength(1)
    .maxLength(50),
})
