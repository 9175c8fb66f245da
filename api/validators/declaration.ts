import vine from '@vinejs/vine'
import { countryCode } from '#validators/rules/country_code'
import { GOODS_CATEGORIES } from '#domain/parcels'

export const declarationValidator = vine.create({
  lines: vine
    .array(
      vine.object({
        description: vine.string().trim().minLength(2).maxLength(200),
        quantity: vine.number().withoutDecimals().min(1).max(10_000),
        // Cents, per unit; $100,000 caps typos (one extra zero), not real declarations.
        unitValueCents: vine.number().withoutDecimals().min(0).max(10_000_000),
        // The Harmonized System code: 6 digits, up to 10 with a national suffix; dots allowed.
        hsCode: vine
          .string()
          .trim()
          .regex(/^\d{4}(\.?\d{2}){1,3}$/)
          .optional(),
        originCountry: vine.string().trim().toUpperCase().fixedLength(2).use(countryCode()),
        category: vine.enum(GOODS_CATEGORIES).optional(),
      })
    )
    .minLength(1)
    .maxLength(50),
})
